import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { navigationMachine } from '@/machines/navigation.machine';

const startNavigation = () => createActor(navigationMachine).start();

describe('navigation (docs/product/shell.md, Screens)', () => {
  test('the side bar starts expanded and the mobile menu closed', () => {
    expect(startNavigation().getSnapshot().value).toEqual({ sidebar: 'expanded', mobileMenu: 'closed' });
  });

  test('the side bar toggles between expanded and collapsed', () => {
    const navigation = startNavigation();

    navigation.send({ type: 'sidebar.toggle' });
    expect(navigation.getSnapshot().value).toMatchObject({ sidebar: 'collapsed' });

    navigation.send({ type: 'sidebar.toggle' });
    expect(navigation.getSnapshot().value).toMatchObject({ sidebar: 'expanded' });
  });

  test('the hamburger opens the mobile menu and choosing an entry closes it', () => {
    const navigation = startNavigation();

    navigation.send({ type: 'menu.open' });
    expect(navigation.getSnapshot().value).toMatchObject({ mobileMenu: 'open' });

    navigation.send({ type: 'navigated' });
    expect(navigation.getSnapshot().value).toMatchObject({ mobileMenu: 'closed' });
  });

  test('the mobile menu closes by its close button', () => {
    const navigation = startNavigation();
    navigation.send({ type: 'menu.open' });
    navigation.send({ type: 'menu.close' });

    expect(navigation.getSnapshot().value).toMatchObject({ mobileMenu: 'closed' });
  });

  test('the side bar and the mobile menu do not affect each other', () => {
    const navigation = startNavigation();
    navigation.send({ type: 'sidebar.toggle' });
    navigation.send({ type: 'menu.open' });
    expect(navigation.getSnapshot().value).toEqual({ sidebar: 'collapsed', mobileMenu: 'open' });

    navigation.send({ type: 'navigated' });
    expect(navigation.getSnapshot().value).toEqual({ sidebar: 'collapsed', mobileMenu: 'closed' });
  });
});
