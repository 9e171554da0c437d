import type { NavbarItemConfig } from '../../config/schema';

export interface NavbarItemProps {
  readonly item: NavbarItemConfig;
  /** Rendered in the mobile drawer's primary menu. */
  readonly mobile: boolean;
  /** Rendered inside a dropdown menu. */
  readonly isDropdownItem?: boolean;
  /** Called when the item is activated (the drawer uses it to close). */
  readonly onClick?: () => void;
}

/** A link-like item after its type-specific data is resolved. */
export interface ResolvedLink {
  readonly label?: string;
  readonly html?: string;
  readonly to?: string;
  readonly href?: string;
  readonly className?: string;
  readonly isActive: boolean;
  readonly onClick?: () => void;
  readonly lang?: string;
  /**
   * Whether being on this link's page expands its dropdown in the drawer (default true). Locale
   * links point at the current page in every locale, so they never do.
   */
  readonly expandsDropdown?: boolean;
}
