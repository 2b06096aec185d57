// For @portal/shared/testing only: an in-memory router for component tests. Not part of the
// @portal/shared/router entry, so production bundles never carry it.
export { MemoryRouter } from 'react-router-dom';
