// The greeting library. Ralph's tasks fill it in.
