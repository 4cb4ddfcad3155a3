export const id = 8222;
export const ids = [8222];
export const modules = {

/***/ 8222:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   schema: () => (/* binding */ schema)
/* harmony export */ });
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);

const schema = {
    name: 'schema',
    summary: 'print the JSON Schema',
    usage: '\n\nPrints the JSON Schema of implementation.json (point "$schema" at it for editor checks).',
    options: {},
    run(ctx) {
        ctx.out(JSON.stringify((0,_core_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .planJsonSchema */ .bE)(), null, 2));
        return 0;
    },
};


/***/ })

};
