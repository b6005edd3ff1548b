export const routes = {}
