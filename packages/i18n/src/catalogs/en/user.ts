export const user = {
  user_not_found: 'Not found',
  user_wrong_password: 'The current password is wrong',
  user_two_factor_already_on: 'Two-factor authentication is already on',
  user_two_factor_not_set_up: 'Start the two-factor setup first',
  user_two_factor_off: 'Two-factor authentication is off',
  user_account_exists: 'You already have an account in this currency',
  user_account_not_removable: 'This account cannot be removed',
  user_account_added: 'The account is being opened and will appear shortly',
  user_account_removed: 'The account has been removed',
  user_email_missing: 'Add an e-mail address first',
  user_email_already_verified: 'Your e-mail address is already confirmed',
  user_verification_sent: 'We have sent you a confirmation e-mail',
  user_newsletter_stopped: 'You have been unsubscribed from the newsletter',
  user_email_verified: 'Your e-mail address is confirmed',
  user_phone_bound: 'Your phone number is linked',
  user_password_changed: 'Your password has been changed',
  user_account_remove_balance:
    'This account still holds money. Withdraw it or move it to another account before removing the account.',
  user_account_remove_payment:
    'A payment into this account is still in progress. Wait until it is completed or cancelled, then remove the account.',
  user_account_remove_withdrawal:
    'A withdrawal from this account is still being paid out. Wait until it is completed, then remove the account.',
  user_account_remove_coupon:
    'This account has bets that are not settled yet. Wait until they are settled, then remove the account.',
} as const satisfies Record<string, string>;
