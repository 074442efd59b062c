// @evenkeel/domain: the product's thinking as pure functions, and the one app router.
export {};
