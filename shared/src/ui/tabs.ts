// @portal/shared/ui/tabs — TabBar: tabs that switch the view of one list (no panels, no state machine).
export { TabBar, tabIdOf } from './kit/tab-bar';
export type { TabBarItem, TabBarProps } from './kit/tab-bar';
