import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NavbarMobileProvider, useNavbarMobile } from '../NavbarMobile';

/** Shows which menu the drawer would show, with buttons for what the shell does. */
function Probe() {
  const { shown, secondaryShown, toggle, showSecondary, setSecondaryContent } = useNavbarMobile();
  return (
    <div>
      <output aria-label="state">{`${shown ? 'open' : 'closed'} on ${secondaryShown ? 'page menu' : 'main menu'}`}</output>
      <button type="button" onClick={toggle}>
        toggle
      </button>
      <button type="button" onClick={() => showSecondary(false)}>
        back
      </button>
      <button type="button" onClick={() => setSecondaryContent(<nav>sidebar</nav>)}>
        register
      </button>
      <button type="button" onClick={() => setSecondaryContent(null)}>
        unregister
      </button>
      {/* A tap while the page hydrates: the page's menu and the opening land in one render. */}
      <button
        type="button"
        onClick={() => {
          setSecondaryContent(<nav>sidebar</nav>);
          toggle();
        }}
      >
        register and open
      </button>
    </div>
  );
}

const renderProbe = () =>
  render(
    <NavbarMobileProvider hasItems>
      <Probe />
    </NavbarMobileProvider>,
  );
const state = () => screen.getByRole('status', { name: 'state' }).textContent;
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('NavbarMobileProvider: which menu the drawer shows', () => {
  beforeEach(() => {
    window.history.replaceState(null, '');
  });

  it('opens on the page menu when the page registers it in the same render as the opening', () => {
    renderProbe();
    press('register and open');
    expect(state()).toBe('open on page menu');
  });

  it('goes back to the main menu on request, and opens on the page menu again after closing', () => {
    renderProbe();
    press('register');
    press('toggle');
    expect(state()).toBe('open on page menu');
    press('back');
    expect(state()).toBe('open on main menu');
    act(() => {
      press('toggle'); // close (the history entry pushed on open is popped)
    });
    expect(state()).toMatch(/^closed/);
    press('toggle');
    expect(state()).toBe('open on page menu');
  });

  it('shows the main menu when the page has no menu of its own', () => {
    renderProbe();
    press('register');
    press('toggle');
    press('unregister');
    expect(state()).toBe('open on main menu');
  });
});
