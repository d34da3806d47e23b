import { afterEach, describe, expect, it, vi } from 'vitest';
import { uncoverFocus } from './use-scroll-box';

// WCAG 2.4.11, issue 24 item 1: at 1280 px the back-office users table left "Fiscal code" partly under the sticky
// actions column when it got the focus.

function place(element: Element, left: number, width: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(left, 0, width, 40));
}

function table() {
  document.body.innerHTML = `<div class="suap-table"><table><thead><tr>
    <th><button>First name</button></th>
    <th class="suap-table-sticky-start"><button>Last name</button></th>
    <th><button>Fiscal code</button></th>
    <th class="suap-table-sticky-end">Actions</th>
  </tr></thead></table></div>`;
  const box = document.querySelector<HTMLElement>('.suap-table')!;
  const [first, last, fiscal] = Array.from(box.querySelectorAll('button'));
  place(box.querySelector('.suap-table-sticky-start')!, 618, 260);
  place(box.querySelector('.suap-table-sticky-end')!, 956, 260);
  box.scrollLeft = 100;
  return { box, first: first!, last: last!, fiscal: fiscal! };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a focused cell under a sticky column', () => {
  it('scrolls out from under the sticky end column', () => {
    const { box, fiscal } = table();
    place(fiscal, 886, 91);
    uncoverFocus(box, fiscal);
    expect(box.scrollLeft).toBe(100 + 977 - 956);
  });

  it('scrolls out from under the sticky start column', () => {
    const { box, first } = table();
    place(first, 600, 90);
    uncoverFocus(box, first);
    expect(box.scrollLeft).toBe(100 - (878 - 600));
  });

  it('leaves the box alone when nothing covers the focus, or the focus is in a sticky cell or the box', () => {
    const { box, first, last } = table();
    place(first, 366, 90);
    uncoverFocus(box, first);
    place(last, 626, 90);
    uncoverFocus(box, last);
    place(box, 358, 858);
    uncoverFocus(box, box);
    expect(box.scrollLeft).toBe(100);
  });
});
