export const error = {
  error_not_found_title: 'This page could not be found',
  error_not_found_text: 'The address may be mistyped, or the page has moved.',
  error_generic_title: 'Something went wrong',
  error_generic_text: 'We could not show this page. Please try again in a moment.',
  error_home_link: 'Go to the home page',
  error_reload: 'Try again',
} as const satisfies Record<string, string>;
