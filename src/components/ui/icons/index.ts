export { Icon, type IconProps, type IconSize } from './icon';
export * from './app-icons';
export * from './action-icons';
export * from './status-icons';
