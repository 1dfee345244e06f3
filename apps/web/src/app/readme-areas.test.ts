import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_ITEMS } from './menu-items.ts';

// Issue 26 "Operations details": README's "What is in it" left out about 19 menu areas. It must name every
// area the mega-menu offers (by its Dutch menu label, as a newcomer sees it), so it stays true as areas land.

const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
const section = readme.slice(
  readme.indexOf('## What is in it'),
  readme.indexOf('\n## ', readme.indexOf('## What is in it') + 3),
);

describe('README "What is in it"', () => {
  it('names every menu item of Beheer and Klant', () => {
    expect(section.length).toBeGreaterThan(1000);
    const text = section.toLowerCase();
    const missing = [...new Set(MENU_ITEMS.map((item) => item.label))].filter(
      (label) => !text.includes(label.toLowerCase()),
    );
    expect(missing).toEqual([]);
  });
});
