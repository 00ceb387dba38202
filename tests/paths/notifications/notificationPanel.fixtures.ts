import type { FirstPage, NextPage } from '@/machines/notifications/notificationPanel.machine';
import { notificationItem, questItem, type PanelItem } from '@/domain/notifications/panel-items';

export const quest = (id: number): PanelItem =>
  questItem({ id, title: `Missão ${id}`, description: 'Ganhe 35 EXP.', target: 'createAvatar', insertTime: '2026-06-01T10:00:00Z' });

export const notification = (id: number): PanelItem =>
  notificationItem({ id, title: `Aviso ${id}`, text: 'Texto', targetKey: `tournament:${id}`, imageKey: null, insertTime: '2026-06-01T09:00:00Z', read: false });

export const firstPage: FirstPage = { items: [quest(1), quest(2), ...[1, 2, 3, 4, 5].map(notification)], last: false };
export const onlyPage: FirstPage = { items: [quest(1), notification(1)], last: true };
export const emptyPage: FirstPage = { items: [], last: true };
export const middlePage: NextPage = { items: [6, 7, 8, 9, 10].map(notification), last: false };
export const lastPage: NextPage = { items: [11, 12].map(notification), last: true };
