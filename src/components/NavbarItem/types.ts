import type { DropdownChildConfig, NavbarItemConfig } from '../../config/schema';

/** Props of the component that renders one configured item of type `Item`. */
export interface ItemProps<Item> {
  readonly item: Item;
  /** Rendered in the mobile drawer's primary menu. */
  readonly mobile: boolean;
  /** Rendered inside a dropdown menu. */
  readonly isDropdownItem?: boolean;
  /** Called when the item is activated (the drawer uses it to close). */
  readonly onClick?: () => void;
}

export type NavbarItemProps = ItemProps<NavbarItemConfig>;

/** The item types that render as one link (or HTML): the ones a dropdown may hold. */
export type LinkItemType = DropdownChildConfig['type'];

/**
 * An item of a link-like type, at the top level of the navbar or inside a dropdown (the two differ
 * only in `position`).
 */
export type LinkItemOf<T extends LinkItemType> = Extract<NavbarItemConfig | DropdownChildConfig, { type: T }>;

/** A link-like item of any of those types. */
export type LinkItem = LinkItemOf<LinkItemType>;

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
