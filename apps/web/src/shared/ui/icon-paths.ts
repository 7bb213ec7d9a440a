/**
 * The app's line icons (the frame's, the wallet and 2D screens'), inline so they cost no request; plain data, so the
 * early shell draws the menu icon before React has arrived.
 */
export const ICON_PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5',
  video: 'M3 6.5h12v11H3zM15 10.5l6-3.5v10l-6-3.5',
  gift: 'M3.5 9h17v4h-17zM5 13v7.5h14V13M12 9v11.5M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9Zm0 0c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9Z',
  wallet:
    'M3.5 7.5h15.5a1.5 1.5 0 0 1 1.5 1.5v9.5a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 5 4.5h12v3M16 13.5h1.5',
  contact: 'M4 5.5h16v10.5h-9l-4.5 3.5V16H4zM8 9.5h8M8 12.5h5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6',
  logs: 'M6 3.5h9l4 4v13H6zM15 3.5v4h4M9 11.5h7M9 14.5h7M9 17.5h4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3.5 9h17M3.5 15h17M12 3c-2.5 3-3.5 6-3.5 9s1 6 3.5 9M12 3c2.5 3 3.5 6 3.5 9s-1 6-3.5 9',
  download: 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14',
  logout: 'M14 4.5H5.5v15H14M10 12h10.5M17 8.5l3.5 3.5-3.5 3.5',
  chevron: 'M6 9l6 6 6-6',
  plus: 'M12 5v14M5 12h14',
  refresh: 'M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 4.5v4.5H15',
  topUp: 'M12 3.5v11M7.5 10 12 14.5 16.5 10M4.5 16v3.5h15V16',
  withdraw: 'M12 14.5v-11M7.5 8 12 3.5 16.5 8M4.5 16v3.5h15V16',
  history: 'M12 21a9 9 0 1 0-9-9M3 12l-1.5-1.5M3 12l1.5-1.5M12 7.5V12l3 2',
  back: 'M15 5.5 8.5 12l6.5 6.5',
  swap: 'M4.5 8.5h14l-3.5-3.5M19.5 15.5h-14l3.5 3.5',
  trophy:
    'M7.5 4h9v5a4.5 4.5 0 0 1-9 0zM7.5 6H4.5a3 3 0 0 0 3 4M16.5 6h3a3 3 0 0 1-3 4M12 13.5V17M8 20h8M9.5 17h5',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3.5V7M16 3.5V7',
  bolt: 'M13 3 5.5 13.5H12L11 21l7.5-10.5H12z',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 11v5.5M12 7.5v.5',
  shield: 'M12 3.5 5 6v5.5c0 4.5 3 7.8 7 9 4-1.2 7-4.5 7-9V6zM9 12l2 2 4-4',
} as const;

export type IconName = keyof typeof ICON_PATHS;
