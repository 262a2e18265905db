export const info = {
  info_description: 'Information for players',
  info_empty_title: 'This page has no text yet',
  info_empty_text: 'Its content will be published here soon.',
} as const satisfies Record<string, string>;
