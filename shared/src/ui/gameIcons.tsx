import { icon } from './icons';

// The game's icons (@hueso/shared/play); icons.tsx keeps the ones the read-only kit draws.
export const PickaxeIcon = icon(
  'Pickaxe',
  <>
    <path d="M14 10 4 20" />
    <path d="M5 7c5-4 10-4 12-2s2 7-2 12" />
    <path d="m11 7 6 6" />
  </>,
);
export const BoltIcon = icon('Bolt', <path d="M13 2 4 14h7l-1 8 9-12h-7z" />);
export const BootIcon = icon(
  'Boot',
  <>
    <path d="M7 3h5v9l2 2h3c2 0 3 1.5 3 3v2H4v-6l3-2z" />
    <path d="M4 19h16M12 8H9" />
  </>,
);
export const GemIcon = icon(
  'Gem',
  <>
    <path d="M6 3h12l4 6-10 12L2 9z" />
    <path d="M2 9h20M10 3 8 9l4 12 4-12-2-6" />
  </>,
);
export const SwordsIcon = icon(
  'Swords',
  <>
    <path d="M4 4h4l9 9M20 4h-4l-9 9" />
    <path d="m14 16 4-4M6 12l4 4M17 17l3 3M7 17l-3 3" />
  </>,
);
export const PalmIcon = icon(
  'Palm',
  <>
    <path d="M12 21c0-4 1-7 0-10" />
    <path d="M12 11C10 7 6 6 3 8M12 11c2-4 6-5 9-3M12 11c-1-3-3-5-6-6M12 11c1-3 3-5 6-6" />
    <path d="M4 21h16" />
  </>,
);
export const TrophyIcon = icon(
  'Trophy',
  <>
    <path d="M8 4h8v5a4 4 0 0 1-8 0z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6v4H9z" />
  </>,
);
export const ChartIcon = icon('Chart', <path d="M4 20h16M7 16v-5M12 16V6M17 16V9" />);
export const GlobeIcon = icon(
  'Globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
  </>,
);
export const MegaphoneIcon = icon(
  'Megaphone',
  <>
    <path d="M3 10v4h3l8 5V5l-8 5z" />
    <path d="M17 9a4 4 0 0 1 0 6M6 14l1 6h3l-1-5" />
  </>,
);
export const DocumentIcon = icon(
  'Document',
  <>
    <path d="M6 2h8l4 4v16H6z" />
    <path d="M14 2v4h4M9 12h6M9 16h6" />
  </>,
);
export const ChatIcon = icon('Chat', <path d="M4 5h16v11H9l-5 4z" />);
export const GamepadIcon = icon(
  'Gamepad',
  <>
    <path d="M7 8h10a5 5 0 0 1 5 5v1a3 3 0 0 1-5 2l-2-2H9l-2 2a3 3 0 0 1-5-2v-1a5 5 0 0 1 5-5z" />
    <path d="M7 11v3M5.5 12.5h3M16 12h.01M18 14h.01" />
  </>,
);
export const MenuIcon = icon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SoundOnIcon = icon(
  'SoundOn',
  <path d="M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />,
);
export const SoundOffIcon = icon('SoundOff', <path d="M4 9h4l5-4v14l-5-4H4zM16 9l5 6M21 9l-5 6" />);
