import React from 'react';
import { render, screen } from '@testing-library/react';
import Pagination from '..';

describe('Pagination', () => {
  it("keeps the « and » arrows out of the links' accessible names", () => {
    render(<Pagination previous={{ label: 'Quick Start', href: '/docs' }} next={{ label: 'Error codes', href: '/docs/get-started/error-codes' }} />);
    expect(screen.getByRole('link', { name: 'Previous Quick Start' })).toHaveAttribute('href', '/docs');
    expect(screen.getByRole('link', { name: 'Next Error codes' })).toHaveAttribute('href', '/docs/get-started/error-codes');
    for (const arrow of ['«', '»']) {
      const element = screen.getByText(arrow);
      expect(element.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
