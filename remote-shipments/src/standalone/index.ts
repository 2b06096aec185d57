// The standalone dev page's async boundary (same pattern as the host).
import('./bootstrap');
