import React from 'react';
import { render } from '@testing-library/react';
import PricesCheckedOn from '../PricesCheckedOn';
import { formatCatalogDate } from '../../../content-model/catalog-date';

describe('formatCatalogDate', () => {
  it.each([
    ['2025-07-31', 'July 31, 2025'],
    ['2026-01-05', 'January 5, 2026'],
    ['2026-12-01', 'December 1, 2026'],
  ])('writes %s as %s', (date, text) => {
    expect(formatCatalogDate(date)).toBe(text);
  });

  it('leaves text that is not a YYYY-MM-DD date (or has no such month) as it is', () => {
    expect(formatCatalogDate('31/07/2025')).toBe('31/07/2025');
    expect(formatCatalogDate('2025-13-01')).toBe('2025-13-01');
  });
});

describe('<PricesCheckedOn />', () => {
  it('renders the date it is given as a machine-readable <time>', () => {
    const { container } = render(
      <p>
        as of <PricesCheckedOn date="2025-07-31" />
      </p>,
    );
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2025-07-31');
    expect(container.textContent).toBe('as of July 31, 2025');
  });

  it('renders nothing without data', () => {
    const { container } = render(<PricesCheckedOn />);
    expect(container.innerHTML).toBe('');
  });
});
