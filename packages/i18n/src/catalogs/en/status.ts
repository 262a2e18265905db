export const status = {
  status_back_home: 'Back to the home page',
  status_payment_success_title: 'Payment successful',
  status_payment_success_text: 'Thank you! The money will appear on your balance shortly.',
  status_payment_fail_title: 'Payment failed',
  status_payment_fail_text:
    'The payment did not go through. Please try again or choose another method.',
  status_payment_pending_title: 'Payment is being processed',
  status_payment_pending_text:
    'Your balance updates as soon as the payment provider confirms the payment.',
  status_payment_cancel_title: 'Payment cancelled',
  status_payment_cancel_text: 'The payment was cancelled. You can make a new one at any time.',
  status_withdraw_success_title: 'Withdrawal requested',
  status_withdraw_success_text: 'Your withdrawal request has been accepted and is being processed.',
  status_withdraw_fail_title: 'Withdrawal failed',
  status_withdraw_fail_text: 'The withdrawal could not be completed. Please try again later.',
  status_withdraw_pending_title: 'Withdrawal is being processed',
  status_withdraw_pending_text:
    'We will send the money as soon as the payment provider confirms it.',
  status_withdraw_cancel_title: 'Withdrawal cancelled',
  status_withdraw_cancel_text:
    'The withdrawal was cancelled. You can request a new one at any time.',
  status_maintenance_title: 'Technical maintenance',
  status_maintenance_text:
    'We are improving the site and will be back soon. Thank you for your patience.',
  status_maintenance_window: 'From {start} to {end}',
  status_maintenance_until: 'Expected to end: {end}',
  status_maintenance_since: 'Started: {start}',
  status_block_title: 'Access restricted',
  status_block_text:
    'Access to the site is restricted. If you think this is a mistake, please contact support.',
  status_block_ua_title: 'Not available in your region',
  status_block_ua_text: 'This site cannot be used in your country.',
  status_block_ie_title: 'Your browser is not supported',
  status_block_ie_text:
    'Please open the site in a current version of Chrome, Firefox, Safari or Edge.',
  status_site_updates_title: 'The site is being updated',
  status_site_updates_text: 'We are releasing an update. Please come back in a few minutes.',
  status_coming_soon_title: 'Coming soon',
  status_coming_soon_text: 'The site opens in your region soon.',
  status_suspension_title: 'Account suspended',
  status_suspension_text: 'Your account is suspended. Please contact support to find out more.',
  status_maintenance_api:
    'The site is under technical maintenance: bets and payments are paused. Please try again when it is over.',
  status_maintenance_auto:
    'This page takes you back to the site by itself as soon as it is open again.',
  status_maintenance_notice_window:
    'Technical maintenance is planned from {start} to {end}. The site will be unavailable during this time.',
  status_maintenance_notice_from:
    'Technical maintenance is planned from {start}. The site will be unavailable for a while.',
  status_maintenance_notice_soon:
    'Technical maintenance is planned soon. The site will be unavailable for a while.',
  status_appeals_title: 'My appeals against a block',
  status_appeals_empty: 'You have no appeals.',
  status_appeals_empty_text:
    'Appeals against an account block are not recorded on this site yet, so there is nothing to show here. If your account has been blocked, please contact support.',
} as const satisfies Record<string, string>;
