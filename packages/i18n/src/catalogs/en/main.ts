export const main = {
  main_error: 'Something went wrong',
  main_done: 'Done',
  main_ok: 'OK',
  main_query_error: 'The request failed. Please try again.',
  main_save_success: 'Saved',
  main_page_refresh_button: 'Refresh the page',
  main_dictionary_load_error: 'Part of the page could not be loaded',
  main_dictionary_refresh_page: 'Please refresh the page',
  main_refreshing_button: 'Refreshing…',
} as const satisfies Record<string, string>;
