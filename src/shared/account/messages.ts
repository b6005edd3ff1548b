/** The signed-in user's own account (codes `account.*`). */
export const accountMessages = {
  profile_updated: 'Your profile has been updated.',
  password_changed: 'Your password has been changed.',
  current_password_wrong: 'The current password is incorrect.',
  mail_change_sent: 'We sent a code to your new e-mail address.',
  mail_changed: 'Your e-mail address has been changed.',
  no_pending_mail_change: 'There is no pending e-mail change. Please request one first.',
  terms_accepted: 'Thank you for accepting the terms.',
  search_limit_reached: {
    one: 'You have used your {{count}} search of this period. Your searches reset on {{date}}.',
    other: 'You have used all {{count}} searches of this period. Your searches reset on {{date}}.',
  },
  licence_ended: 'Your licence ended on {{date}}.',
} as const
