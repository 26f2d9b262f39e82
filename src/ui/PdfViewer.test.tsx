import { fireEvent, render, screen } from '@testing-library/react';
import { PdfViewer, isScrolledToEnd, pdfObjectUrl } from './PdfViewer';
import { expectNoAxeViolations } from './testAxe';

/** jsdom has no layout: give the region the sizes a browser would. */
function stubScroll(
  el: HTMLElement,
  { scrollHeight, clientHeight }: { scrollHeight: number; clientHeight: number },
) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: clientHeight });
}

function scrollTo(el: HTMLElement, scrollTop: number) {
  Object.defineProperty(el, 'scrollTop', { configurable: true, writable: true, value: scrollTop });
  fireEvent.scroll(el);
}

const PAGES = [1, 2, 3].map((n) => ({
  src: `data:image/gif;base64,R0lGODlhAQABAAAAACw=#${n}`,
  alt: `Page ${n} of 3`,
}));

describe('PdfViewer', () => {
  it('is a focusable, labelled scroll region', async () => {
    const { container } = render(
      <PdfViewer title="Loan agreement" pages={PAGES} onReachedEnd={() => {}} />,
    );
    const region = screen.getByRole('region', { name: 'Loan agreement' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Page 1 of 3',
      'Page 2 of 3',
      'Page 3 of 3',
    ]);
    await expectNoAxeViolations(container);
  });

  it('reports reaching the end once, only when the bottom is in view', () => {
    const onReachedEnd = vi.fn();
    render(<PdfViewer title="Loan agreement" pages={PAGES} onReachedEnd={onReachedEnd} />);
    const region = screen.getByRole('region', { name: 'Loan agreement' });
    stubScroll(region, { scrollHeight: 3000, clientHeight: 600 });

    scrollTo(region, 0);
    scrollTo(region, 1200);
    scrollTo(region, 2395); // 5 px short: not yet
    expect(onReachedEnd).not.toHaveBeenCalled();

    scrollTo(region, 2396); // within the 4 px threshold
    expect(onReachedEnd).toHaveBeenCalledTimes(1);
    scrollTo(region, 2400);
    scrollTo(region, 0);
    scrollTo(region, 2400);
    expect(onReachedEnd).toHaveBeenCalledTimes(1);
  });

  it('asks again for a new document', () => {
    const onReachedEnd = vi.fn();
    const { rerender } = render(
      <PdfViewer title="Doc" src="/docs/a.pdf" onReachedEnd={onReachedEnd} />,
    );
    const region = screen.getByRole('region', { name: 'Doc' });
    stubScroll(region, { scrollHeight: 2000, clientHeight: 500 });
    scrollTo(region, 1500);
    expect(onReachedEnd).toHaveBeenCalledTimes(1);
    rerender(<PdfViewer title="Doc" src="/docs/b.pdf" onReachedEnd={onReachedEnd} />);
    scrollTo(region, 0);
    scrollTo(region, 1500);
    expect(onReachedEnd).toHaveBeenCalledTimes(2);
  });

  it('embeds a document URL with a fallback link', async () => {
    const { container } = render(
      <PdfViewer
        title="Disclosure"
        src="/docs/disclosure.pdf"
        pageCount={4}
        onReachedEnd={() => {}}
      />,
    );
    const object = container.querySelector('object')!;
    expect(object.getAttribute('data')).toBe('/docs/disclosure.pdf#toolbar=0&view=FitH');
    expect(object.getAttribute('type')).toBe('application/pdf');
    expect(object.style.aspectRatio).toBe('8.5 / 44');
    expect(
      screen
        .getByRole('link', { name: 'Open Disclosure (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('/docs/disclosure.pdf');
    await expectNoAxeViolations(container);
  });

  it('isScrolledToEnd: in view within the threshold; never for a box that is not laid out', () => {
    expect(isScrolledToEnd({ scrollTop: 400, scrollHeight: 1000, clientHeight: 600 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 395, scrollHeight: 1000, clientHeight: 600 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 0, scrollHeight: 500, clientHeight: 600 })).toBe(true); // fits
    expect(isScrolledToEnd({ scrollTop: 0, scrollHeight: 0, clientHeight: 0 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 390, scrollHeight: 1000, clientHeight: 600 }, 10)).toBe(
      true,
    );
  });
});

describe('pdfObjectUrl', () => {
  it('answers a data URL without blob URLs, and the same URL for the same document', () => {
    const original = URL.createObjectURL;
    // jsdom has no blob URLs: the data URL fallback.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: undefined });
    try {
      const url = pdfObjectUrl('JVBERi0xLjQ=');
      expect(url).toBe('data:application/pdf;base64,JVBERi0xLjQ=');
      expect(pdfObjectUrl('JVBERi0xLjQ=')).toBe(url);
    } finally {
      Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: original });
    }
  });

  it('makes a blob URL of the decoded bytes where the browser has them', () => {
    const created: Blob[] = [];
    const original = URL.createObjectURL;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        created.push(blob);
        return 'blob:doc-1';
      },
    });
    try {
      expect(pdfObjectUrl('JVBERi0xLjU=')).toBe('blob:doc-1');
      expect(created[0]).toMatchObject({ size: 8, type: 'application/pdf' });
    } finally {
      Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: original });
    }
  });
});
