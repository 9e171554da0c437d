/**
 * State the page adopts right after hydration (window size, "mounted" flags, the colour mode of
 * the pre-paint script) is updated as a transition, so the re-render it causes runs in slices
 * instead of one long task (src/utils/hydrate.ts).
 *
 * React's own test scheduler makes this visible without timing: a render that may yield stops at
 * the first point where the scheduler says so, while an urgent render runs to the end in one go.
 */
jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));

import React, { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useWindowSize } from '../useWindowSize';
import { useIsBrowser } from '../useIsBrowser';
import { ColorModeProvider, useColorMode } from '../../contexts/ColorMode';
import { NavbarMobileProvider, useNavbarMobile, useNavbarSecondaryMenu } from '../../contexts/NavbarMobile';
import { driveReactWithTestScheduler, Scheduler } from '../../test-utils/test-scheduler';

function Leaf({ name }: { readonly name: string }) {
  Scheduler.unstable_yieldValue(name);
  return <span>{name}</span>;
}

/** Renders `value`, then three leaves; each logs itself to the scheduler as it renders. */
function Probe({ value }: { readonly value: string }) {
  Scheduler.unstable_yieldValue(value);
  return (
    <>
      <Leaf name="a" />
      <Leaf name="b" />
      <Leaf name="c" />
    </>
  );
}

function WindowSizeProbe() {
  return <Probe value={`size:${useWindowSize()}`} />;
}

function IsBrowserProbe() {
  return <Probe value={`browser:${String(useIsBrowser())}`} />;
}

function ColorModeProbe() {
  return <Probe value={`mode:${useColorMode().colorMode}`} />;
}

const MENU = <nav />;

/** A doc page registering its sidebar as the drawer's secondary menu, and the drawer reading it. */
function SecondaryMenuProbe() {
  useNavbarSecondaryMenu(MENU, true);
  const { secondaryContent } = useNavbarMobile();
  return <Probe value={`menu:${secondaryContent === null ? 'none' : 'sidebar'}`} />;
}

/** The control: the same adoption without a transition. */
function UrgentProbe() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <Probe value={`urgent:${String(mounted)}`} />;
}

/** The server HTML of every probe. */
const SERVER_HTML = '<span>a</span><span>b</span><span>c</span>';

/** Hydrates the server HTML with `element`, then returns what renders until the scheduler first asks React to yield. */
function firstSliceAfterHydration(element: React.ReactElement): { hydration: unknown[]; slice: unknown[]; rest: unknown[] } {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  Scheduler.unstable_clearYields();
  hydrateRoot(container, element);
  // Hydration and its commit: one task, which logs the probe and its three leaves.
  Scheduler.unstable_flushNumberOfYields(4);
  const hydration = Scheduler.unstable_clearYields();
  Scheduler.unstable_flushNumberOfYields(1);
  const slice = Scheduler.unstable_clearYields();
  Scheduler.unstable_flushAllWithoutAsserting();
  const rest = Scheduler.unstable_clearYields();
  return { hydration, slice, rest };
}

driveReactWithTestScheduler();

describe('updates right after hydration', () => {
  it('the control: an update from an effect without a transition renders in one go', () => {
    const { hydration, slice, rest } = firstSliceAfterHydration(<UrgentProbe />);
    expect(hydration).toEqual(['urgent:false', 'a', 'b', 'c']);
    expect(slice).toEqual(['urgent:true', 'a', 'b', 'c']);
    expect(rest).toEqual([]);
  });

  it('useWindowSize adopts the window size as a transition, in slices', () => {
    const { hydration, slice, rest } = firstSliceAfterHydration(<WindowSizeProbe />);
    expect(hydration).toEqual(['size:ssr', 'a', 'b', 'c']);
    expect(slice).toEqual(['size:desktop']);
    expect(rest).toEqual(['a', 'b', 'c']);
  });

  it('useIsBrowser turns true as a transition, in slices', () => {
    const { hydration, slice, rest } = firstSliceAfterHydration(<IsBrowserProbe />);
    expect(hydration).toEqual(['browser:false', 'a', 'b', 'c']);
    expect(slice).toEqual(['browser:true']);
    expect(rest).toEqual(['a', 'b', 'c']);
  });

  it('the colour mode provider adopts the pre-paint script’s mode as a transition, in slices', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    document.documentElement.setAttribute('data-theme-choice', 'dark');
    try {
      const { hydration, slice, rest } = firstSliceAfterHydration(
        <ColorModeProvider>
          <ColorModeProbe />
        </ColorModeProvider>,
      );
      expect(hydration).toEqual(['mode:light', 'a', 'b', 'c']);
      expect(slice).toEqual(['mode:dark']);
      expect(rest).toEqual(['a', 'b', 'c']);
    } finally {
      document.documentElement.removeAttribute('data-theme');
      document.documentElement.removeAttribute('data-theme-choice');
    }
  });

  it('a page registers its menu for the phone drawer as a transition, in slices', () => {
    const { hydration, slice, rest } = firstSliceAfterHydration(
      <NavbarMobileProvider hasItems>
        <SecondaryMenuProbe />
      </NavbarMobileProvider>,
    );
    expect(hydration).toEqual(['menu:none', 'a', 'b', 'c']);
    expect(slice).toEqual(['menu:sidebar']);
    expect(rest).toEqual(['a', 'b', 'c']);
  });
});
