export const leads = {}
