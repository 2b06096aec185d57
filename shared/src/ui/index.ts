// @portal/shared/ui — Chakra (only the components the portal uses) and the portal's UI kit.
// Apps never import @chakra-ui/react: a second Chakra breaks the provider (stack-notes item 1).
// Need another component? Add it here (and its recipe to system.ts) in a new minor.
export {
  AbsoluteCenter,
  Alert,
  Avatar,
  Badge,
  Box,
  Breadcrumb,
  Button,
  ButtonGroup,
  Card,
  Center,
  chakra,
  Checkbox,
  Circle,
  CloseButton,
  Container,
  Dialog,
  Drawer,
  EmptyState as ChakraEmptyState,
  Field,
  Flex,
  Float,
  Grid,
  GridItem,
  Group,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Kbd,
  Link,
  Menu,
  NativeSelect,
  Popover,
  Portal,
  Progress,
  Separator,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Spacer,
  Span,
  Spinner,
  Square,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  Tooltip,
  VisuallyHidden,
  VStack,
  Wrap,
  useBreakpointValue,
  useDisclosure,
  useMediaQuery,
} from '@chakra-ui/react';
export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  GridProps,
  HeadingProps,
  IconButtonProps,
  InputProps,
  LinkProps,
  StackProps,
  TextProps,
} from '@chakra-ui/react';

export { PORTAL_BREAKPOINTS, portalSystem } from './system';
export { PortalProviders } from './portal-providers';
export { PortalIcon } from './icons';
export type { PortalIconProps } from './icons';

export { PageHeader } from './kit/page-header';
export { PlannedPage } from './kit/planned-page';
export type { PlannedPageProps } from './kit/planned-page';
export type { BreadcrumbEntry, PageHeaderProps } from './kit/page-header';
export { DataTable, nextSort, PaginationBar } from './kit/data-table';
export type { DataTableColumn, DataTableProps, PaginationBarProps } from './kit/data-table';
export { CheckboxField, FormField, NumberField, PasswordField, SelectField, TextField, translateValidationMessage, useFieldError } from './kit/form-fields';
export type {
  CheckboxFieldProps,
  FormFieldProps,
  NumberFieldProps,
  PasswordFieldProps,
  SelectFieldProps,
  SelectOption,
  TextFieldProps,
} from './kit/form-fields';
export { ConfirmDialog } from './kit/confirm-dialog';
export type { ConfirmDialogProps } from './kit/confirm-dialog';
export { BADGE_PALETTE, StatusBadge } from './kit/status-badge';
export type { StatusBadgeProps } from './kit/status-badge';
export { EmptyState, ErrorState, LoadingState, SectionUnavailable } from './kit/states';
export type { EmptyStateProps, ErrorStateProps, LoadingStateProps, SectionUnavailableProps } from './kit/states';
export { LocationCascadeFields } from './kit/location-cascade-fields';
export type { LocationCascadeFieldsProps, LocationFieldNames } from './kit/location-cascade-fields';
