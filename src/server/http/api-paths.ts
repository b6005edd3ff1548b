/** The API's own paths; everything else is the client (its files, or index.html for its routes). */
export const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/') || p === '/auth' || p.startsWith('/auth/')
