import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Highlight, matchedSegments } from './highlight.tsx';

afterEach(cleanup);

const marked = (text: string, query: string) =>
  matchedSegments(text, query)
    .filter((segment) => segment.matched)
    .map((segment) => segment.text);

describe('matchedSegments', () => {
  it('marks every occurrence of each query word, ignoring case, and keeps the text whole', () => {
    const segments = matchedSegments('PCI DSS scope reduction for PCI audits', 'pci scope');
    expect(segments.map((segment) => segment.text).join('')).toBe('PCI DSS scope reduction for PCI audits');
    expect(segments.filter((segment) => segment.matched).map((segment) => segment.text)).toEqual(['PCI', 'scope', 'PCI']);
  });

  it('prefers the longer word where words overlap', () => {
    expect(marked('Secure payments', 'pay payment')).toEqual(['payment']);
  });

  it('ignores single letters and extra spaces', () => {
    expect(marked('a card payment', '  a   card ')).toEqual(['card']);
  });

  it('treats regular-expression characters as plain text', () => {
    expect(marked('Costs (per call) in £: 3.5p', '(per £: 3.5p')).toEqual(['(per', '£:', '3.5p']);
    expect(marked('nothing to see', '.* [a-z]+')).toEqual([]);
  });

  it('leaves text without matches as one unmarked part, and empty text empty', () => {
    expect(matchedSegments('Contact centres', 'ivr')).toEqual([{ text: 'Contact centres', matched: false }]);
    expect(matchedSegments('', 'ivr')).toEqual([]);
    expect(matchedSegments('Contact centres', '')).toEqual([{ text: 'Contact centres', matched: false }]);
  });
});

describe('Highlight', () => {
  it('wraps the matches in <mark> and renders markup in the text as text', () => {
    const { container } = render(
      <p>
        <Highlight text={'<img src=x onerror="alert(1)"> PCI compliance'} query="pci" />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['PCI']);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> PCI compliance');
  });
});
