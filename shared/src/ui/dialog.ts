// @portal/shared/ui/dialog — modal dialogs and drawers (focus trap, scroll lock) and ConfirmDialog.
export { Dialog, Drawer } from './kit/dialog';
export { ConfirmDialog } from './kit/confirm-dialog';
export type { ConfirmDialogProps } from './kit/confirm-dialog';
