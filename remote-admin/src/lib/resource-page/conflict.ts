import { isApiError } from '@portal/shared';

/** Someone changed the row since it was read (or it is no longer in the state the action needs): 409. */
export const isConflict = (error: unknown) => isApiError(error) && error.status === 409;
