export * from './accounts'
export * from './platform'
export * from './leads'
export * from './credits'
