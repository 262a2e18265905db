import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonClassName } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { IconButton } from './icon-button.tsx';
import { Select } from './select.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

describe('ui primitives', () => {
  it('Button is a real button that never submits by accident', () => {
    const html = renderToStaticMarkup(<Button variant="primary">Go</Button>);
    expect(html).toBe('<button type="button" class="pf-button pf-button--primary">Go</button>');
    expect(renderToStaticMarkup(<Button type="submit">Send</Button>)).toContain('type="submit"');
  });

  it('buttonClassName composes variant, size and block', () => {
    expect(buttonClassName()).toBe('pf-button');
    expect(buttonClassName({ variant: 'outline', size: 'sm', block: true, className: 'x' })).toBe(
      'pf-button pf-button--outline pf-button--sm pf-button--block x',
    );
  });

  it('IconButton carries its accessible name and hides the icon', () => {
    const html = renderToStaticMarkup(<IconButton label="Open menu" icon={<svg />} />);
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toContain('aria-hidden="true"');
  });

  it('Select ties its visible label to the control', () => {
    const html = renderToStaticMarkup(
      <Select
        id="lang"
        label="Language"
        options={[{ value: 'en', label: 'English', lang: 'en' }]}
        defaultValue="en"
      />,
    );
    expect(html).toContain('<label class="pf-field__label" for="lang">Language</label>');
    expect(html).toContain('<select id="lang"');
    expect(html).toContain('<option value="en" lang="en" selected="">English</option>');
  });

  it('Select with a hidden label names the control with aria-label', () => {
    const html = renderToStaticMarkup(
      <Select label="Language" hideLabel options={[{ value: 'de', label: 'Deutsch' }]} />,
    );
    expect(html).toContain('aria-label="Language"');
    expect(html).not.toContain('<label');
  });

  it('EmptyState renders the title at the requested heading level', () => {
    const html = renderToStaticMarkup(
      <EmptyState title="No live events" description="Come back later" headingLevel={2} />,
    );
    expect(html).toContain('<h2 class="pf-empty-state__title">No live events</h2>');
    expect(html).toContain('Come back later');
  });

  it('Dialog is labelled by its title and renders its content only while open', () => {
    const closed = renderToStaticMarkup(
      <Dialog open={false} onClose={() => {}} title="Menu" closeLabel="Close">
        <p>inside</p>
      </Dialog>,
    );
    expect(closed).toMatch(/<dialog[^>]*aria-labelledby="([^"]+)"/);
    const titleId = /aria-labelledby="([^"]+)"/.exec(closed)?.[1];
    expect(closed).toContain(`<h2 id="${titleId}" class="pf-dialog__title">Menu</h2>`);
    expect(closed).toContain('aria-label="Close"');
    expect(closed).not.toContain('inside');
    const open = renderToStaticMarkup(
      <Dialog open onClose={() => {}} title="Menu" closeLabel="Close" variant="drawer">
        <p>inside</p>
      </Dialog>,
    );
    expect(open).toContain('pf-dialog--drawer');
    expect(open).toContain('inside');
  });

  it('a Dialog that is not dismissible is an alert dialog without a close button', () => {
    const html = renderToStaticMarkup(
      <Dialog open onClose={() => {}} title="Age" closeLabel="Close" dismissible={false}>
        <button type="button">I confirm</button>
      </Dialog>,
    );
    expect(html).toMatch(/<dialog[^>]*role="alertdialog"/);
    expect(html).not.toContain('aria-label="Close"');
    expect(html).toContain('I confirm');
  });

  it('VisuallyHidden keeps text for assistive technology', () => {
    expect(renderToStaticMarkup(<VisuallyHidden>Skip</VisuallyHidden>)).toBe(
      '<span class="pf-visually-hidden">Skip</span>',
    );
  });
});
