// The async boundary Module Federation needs: shared modules (React, @portal/shared…) are
// negotiated before any code that imports them runs.
import('./bootstrap');
