import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';

const load = async (file) => (existsSync(new URL(`../src/${file}`, import.meta.url)) ? import(`../src/${file}`) : {});

test('greet', async () => {
  const { greet, shout } = await load('greet.mjs');
  if (greet) assert.equal(greet('Ada'), 'Hello, Ada!');
  if (greet && greet.length === 0) assert.equal(greet(), 'Hello, world!');
  if (shout) assert.equal(shout('Ada'), 'HELLO, ADA!');
});

test('farewell', async () => {
  const { bye } = await load('farewell.mjs');
  if (bye) assert.equal(bye('Ada'), 'Goodbye, Ada.');
});
