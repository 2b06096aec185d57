/**
 * Generated from the API's OpenAPI document (GET /api/openapi.json) by
 * `pnpm --filter @portal/api openapi:generate`. Do not edit: change the route schemas in api/ and
 * regenerate. A test in api/ fails when this file is stale.
 */
export interface paths {
    "/api/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers */
        get: operations["getReadyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the address book
         * @description Search (`q`, Arabic-normalized), filter by `type` (2 pick-up, 1 drop-off), sort by name, createdAt, updatedAt, type or city.
         *
         *     Permission: subject `addresses`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listAddresses"];
        put?: never;
        /**
         * Add an address
         * @description Permission: subject `addresses`, action `create` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["createAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One address
         * @description Permission: subject `addresses`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getAddress"];
        /**
         * Edit an address (409 when someone changed it since `version`)
         * @description Permission: subject `addresses`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        put: operations["updateAddress"];
        post?: never;
        /**
         * Delete an address (booked shipments keep their copy)
         * @description Permission: subject `addresses`, action `delete` (client API keys too, except read-only ones). Changes data.
         */
        delete: operations["deleteAddress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addresses/{id}/primary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make this pick-up address the primary one (the previous primary loses the flag in the same transaction)
         * @description Permission: subject `addresses`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["postAddressPrimary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/addresses/primary-pickup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The primary pick-up address, or null when there is none yet (not an error)
         * @description Permission: subject `addresses`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getAddressesPrimaryPickup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every person's API keys: pending first by default; filter by status and owner; search name, prefix, owner e-mail or name; sort name, status, createdAt, expires_at, last_used_at
         * @description Permission: subject `admin-api-keys`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminApiKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One client key
         * @description Permission: subject `admin-api-keys`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a request: the key becomes active (expiry counted from now) and its owner can reveal it once
         * @description Permission: subject `admin-api-keys`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postAdminApiKeyApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/{id}/deny": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deny a request with a reason (e-mailed to its owner)
         * @description Permission: subject `admin-api-keys`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postAdminApiKeyDeny"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an active key: it stops working at once (a request is denied instead)
         * @description Permission: subject `admin-api-keys`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postAdminApiKeyRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/api-keys/pending-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many client API key requests wait for a decision (the nav badge)
         * @description Permission: subject `admin-api-keys`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminApiKeysPendingCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/availability-zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminAvailabilityZones"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `locations`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminAvailabilityZone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/availability-zones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminAvailabilityZone"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `locations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminAvailabilityZone"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `locations`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminAvailabilityZone"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminCities"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `locations`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/cities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminCity"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `locations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminCity"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `locations`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminCity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminCountries"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `locations`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminCountry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/countries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminCountry"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `locations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminCountry"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `locations`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminCountry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/couriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `admin-couriers`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminCouriers"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `admin-couriers`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminCourier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/couriers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `admin-couriers`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminCourier"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `admin-couriers`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminCourier"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `admin-couriers`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminCourier"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/couriers/{id}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The courier's partner API keys, newest first (never the secret)
         * @description Permission: subject `admin-couriers`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminCourierKeys"];
        put?: never;
        /**
         * Create an active partner API key for the courier; the answer holds the key itself, shown this once
         * @description Permission: subject `admin-couriers`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminCourierKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/couriers/{id}/keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a partner API key: it stops working at once
         * @description Permission: subject `admin-couriers`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postAdminCourierKeyRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/couriers/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the logo (multipart field "logo": a PNG, JPEG or WebP image of at most 256 KB; stored as a PNG of at most 512 × 512)
         * @description Permission: subject `admin-couriers`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postAdminCourierLogo"];
        /**
         * Remove the logo
         * @description Permission: subject `admin-couriers`, action `update` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminCourierLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/couriers/{id}/parcel-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every parcel types with whether this courier supports it
         * @description Permission: subject `admin-couriers`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminCourierParcelTypes"];
        /**
         * Set the parcel types this courier supports
         * @description Permission: subject `admin-couriers`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminCourierParcelTypes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/couriers/{id}/service-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every service types with whether this courier supports it
         * @description Permission: subject `admin-couriers`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminCourierServiceTypes"];
        /**
         * Set the service types this courier supports
         * @description Permission: subject `admin-couriers`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminCourierServiceTypes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/couriers/{id}/shipment-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every shipment types with whether this courier supports it
         * @description Permission: subject `admin-couriers`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminCourierShipmentTypes"];
        /**
         * Set the shipment types this courier supports
         * @description Permission: subject `admin-couriers`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminCourierShipmentTypes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organizations: search (name, e-mail, referral code, creator e-mail or name), filter by approval, pending first by default; sort name, createdAt, approvalStatus, memberCount
         * @description Permission: subject `organizations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One organization
         * @description Permission: subject `organizations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminOrganization"];
        /**
         * Edit an organization's name and details (409 when someone changed it since `version`)
         * @description Permission: subject `organizations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminOrganization"];
        post?: never;
        /**
         * Delete an organization: members become individual users and each shipment, address and import goes back to the person who created it
         * @description Permission: subject `organizations`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminOrganization"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/organizations/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending (or rejected) organization: its creator becomes its org admin; e-mailed
         * @description Permission: subject `organizations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postAdminOrganizationApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/organizations/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An organization's members (search by name or e-mail; sort username, email, role, joinedAt)
         * @description Permission: subject `organizations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminOrganizationMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/organizations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending organization with a reason (e-mailed to its creator, shown on their page)
         * @description Permission: subject `organizations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postAdminOrganizationReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/organizations/pending-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many organization applications wait for a review (the nav badge)
         * @description Permission: subject `organizations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminOrganizationsPendingCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/parcel-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `parcel-types`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminParcelTypes"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `parcel-types`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminParcelType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/parcel-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `parcel-types`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminParcelType"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `parcel-types`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminParcelType"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `parcel-types`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminParcelType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminRates"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `locations`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminRate"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `locations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminRate"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `locations`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminRate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A courier's rates as CSV (the import format; cells that look like formulas are neutralized)
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminRatesExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rates/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a courier's rates with a CSV file (multipart field "file"): all rows valid, or nothing changes
         * @description Permission: subject `locations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postAdminRatesImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminRegions"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `locations`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminRegion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/regions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminRegion"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `locations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminRegion"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `locations`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminRegion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/service-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `service-types`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminServiceTypes"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `service-types`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminServiceType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/service-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `service-types`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminServiceType"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `service-types`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminServiceType"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `service-types`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminServiceType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shipment-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `shipment-types`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminShipmentTypes"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `shipment-types`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminShipmentType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/shipment-types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `shipment-types`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminShipmentType"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `shipment-types`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminShipmentType"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `shipment-types`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminShipmentType"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users: search (e-mail, name), filter by role and status, sort, pages
         * @description Permission: subject `users`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description Permission: subject `users`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminUser"];
        /**
         * Change role and status (disabling ends every session)
         * @description Permission: subject `users`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminUser"];
        post?: never;
        /**
         * Delete a user (refused while they have shipments)
         * @description Permission: subject `users`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/villages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List (search, sort, page)
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listAdminVillages"];
        put?: never;
        /**
         * Create
         * @description Permission: subject `locations`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createAdminVillage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/villages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One item
         * @description Permission: subject `locations`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getAdminVillage"];
        /**
         * Update (with the version you read)
         * @description Permission: subject `locations`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateAdminVillage"];
        post?: never;
        /**
         * Delete (refused while in use)
         * @description Permission: subject `locations`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteAdminVillage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's API keys, newest first (filter by status)
         * @description Permission: subject `client-api-keys`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Request a key: pending until a system admin approves or denies it
         * @description Permission: subject `client-api-keys`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw a pending request: it is removed (it never had a secret)
         * @description Permission: subject `client-api-keys`, action `update` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show an approved key: the whole key, this once (a second reveal is refused; rotate instead)
         * @description Permission: subject `client-api-keys`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postApiKeyReveal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an active key: it stops working at once
         * @description Permission: subject `client-api-keys`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postApiKeyRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/api-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new secret, shown this once; the previous one keeps working for 24 h, then stops
         * @description Permission: subject `client-api-keys`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postApiKeyRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your password (ends your other sessions)
         * @description Permission: subject `profile`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postAuthChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/forget-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a password reset link (same answer whether or not the account exists)
         * @description Public. Changes data.
         */
        post: operations["postAuthForgetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description Public. Changes data.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session of the given refresh token (or of the bearer access token)
         * @description Public. Changes data.
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Permission: subject `profile`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit your own profile
         * @description Permission: subject `profile`, action `update` (signed-in session only, not API keys). Changes data.
         */
        patch: operations["updateAuthMe"];
        trace?: never;
    };
    "/api/v1/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade a refresh token for a new token pair (each refresh token works once)
         * @description Public. Changes data.
         */
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token from the reset e-mail (single use, one hour)
         * @description Public. Changes data.
         */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account (optionally joining an organization with its referral code)
         * @description Public. Changes data.
         */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/couriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active couriers with logo, website, service types and the regions they cover
         * @description Permission: subject `couriers`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listCouriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an invitation link invites to, and whether the invited e-mail has an account
         * @description Public. Reads only.
         */
        get: operations["getInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation as the signed-in invited person: join its organization with its role
         * @description Permission: subject `profile`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postInvitationAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/locations/nearest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The village or city of the reference data nearest to a point
         * @description 404 "failed to get address details" when no village or city is within 25 km.
         *
         *     Permission: subject `addresses`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getLocationsNearest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lookups/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities of a region or a country
         * @description Permission: subject `profile`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listLookupsCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lookups/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Countries, by name
         * @description Permission: subject `profile`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listLookupsCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lookups/couriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active couriers (inactive ones are hidden from users) with the types they support
         * @description Permission: subject `profile`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listLookupsCouriers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lookups/couriers/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A courier's logo image
         * @description Public. Reads only.
         */
        get: operations["getLookupsCourierLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lookups/parcel-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active parcel types with their dimensions
         * @description Permission: subject `profile`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listLookupsParcelTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lookups/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regions, optionally of one country
         * @description Permission: subject `profile`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listLookupsRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lookups/service-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active service types
         * @description Permission: subject `profile`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listLookupsServiceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lookups/shipment-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active shipment types
         * @description Permission: subject `profile`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listLookupsShipmentTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lookups/villages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Villages, optionally of one city
         * @description Permission: subject `profile`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listLookupsVillages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's organization and role, or their pending or rejected application, or nothing
         * @description Permission: subject `organization`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getOrganization"];
        /**
         * Edit the caller's organization (org admin; 409 when someone changed it since `version`)
         * @description Permission: subject `organization`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateOrganization"];
        /**
         * Create an organization: pending until a system admin approves it (the creator then becomes its admin)
         * @description Permission: subject `organization`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw one's own pending application (the organization is deleted)
         * @description Permission: subject `organization`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteOrganizationApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's invitations, newest first (org admin; filter by status)
         * @description Permission: subject `organization`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listOrganizationInvitations"];
        put?: never;
        /**
         * Invite people by e-mail with a role (org admin). A member of the caller's organization is refused, naming it (and nothing is written); any other address is invited alike, whoever has it; an address with a pending invitation gets that invitation again (a new link). Every address counts against the organization's invitation limit, refused or not
         * @description Permission: subject `organization`, action `create` (signed-in session only, not API keys). Changes data.
         */
        post: operations["createOrganizationInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an invitation (org admin): its link stops working
         * @description Permission: subject `organization`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteOrganizationInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a pending or expired invitation again: a new link, valid for 7 days; the old link stops working
         * @description Permission: subject `organization`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postOrganizationInvitationResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join an approved organization with its referral code, as an organization user
         * @description Permission: subject `organization`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postOrganizationJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave the organization: the caller becomes an individual user; the last org admin cannot leave
         * @description Permission: subject `profile`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postOrganizationLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's members (any member; search by name or e-mail; sort: username, email, role, joinedAt (prefix - for descending))
         * @description Permission: subject `organization`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["listOrganizationMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member's role (org admin); the last org admin cannot be demoted
         * @description Permission: subject `organization`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateOrganizationMember"];
        post?: never;
        /**
         * Remove a member (org admin): they become an individual user; the organization's shipments and addresses stay with it
         * @description Permission: subject `organization`, action `delete` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteOrganizationMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organization/referral-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give the organization a new referral code (org admin); the old one stops working at once
         * @description Permission: subject `organization`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postOrganizationReferralCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partner/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shipments handed to the calling courier, newest first; filter by status or last change
         * @description Courier partners only (courier API key). Reads only.
         */
        get: operations["listPartnerShipments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partner/shipments/{trackingNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One shipment handed to the calling courier
         * @description Courier partners only (courier API key). Reads only.
         */
        get: operations["getPartnerShipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/partner/shipments/{trackingNumber}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a tracking event: idempotent on eventId; only the allowed transitions (409 otherwise)
         * @description Courier partners only (courier API key). Changes data.
         */
        post: operations["postPartnerShipmentEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recipient-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's recipient notification settings (the defaults until saved)
         * @description Permission: subject `organization`, action `read` (signed-in session only, not API keys). Reads only.
         */
        get: operations["getRecipientNotifications"];
        /**
         * Replaces the caller's recipient notification settings (the logo has its own operations)
         * @description Permission: subject `organization`, action `update` (signed-in session only, not API keys). Changes data.
         */
        put: operations["updateRecipientNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recipient-notifications/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the sender's logo shown to recipients (multipart field "logo": a PNG, JPEG or WebP image of at most 256 KB; stored as a PNG of at most 512 × 512)
         * @description Permission: subject `organization`, action `update` (signed-in session only, not API keys). Changes data.
         */
        post: operations["postRecipientNotificationsLogo"];
        /**
         * Remove the sender's logo (recipients then see the sender's name alone)
         * @description Permission: subject `organization`, action `update` (signed-in session only, not API keys). Changes data.
         */
        delete: operations["deleteRecipientNotificationsLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recipient-notifications/logos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sender's logo image (as recipients see it)
         * @description Public. Reads only.
         */
        get: operations["getRecipientNotificationsLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recipient-notifications/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a recipient would receive for an event in a language: the e-mail (subject, HTML, text) and the SMS with its parts, from the templates the real messages use
         * @description Permission: subject `organization`, action `read` (signed-in session only, not API keys). Reads only.
         */
        post: operations["postRecipientNotificationsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/referral-codes/{referralCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The name of the approved organization a referral code joins (404 otherwise; rate limited per address)
         * @description Public. Reads only.
         */
        get: operations["getReferralCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The last 30 days by day (shipments, spend), top couriers and destinations; for the super user the platform’s waiting work
         * @description Permission: subject `dashboard`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getReportsDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Booked shipments created in the period, grouped by courier, destination, origin or user: counts, COD and cost, busiest first
         * @description Permission: subject `reports`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getReportsShipments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/shipments/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shipments report as CSV (UTF-8 with BOM, spreadsheet-safe) or Excel (XLSX)
         * @description Permission: subject `reports`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getReportsShipmentsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The five busiest couriers, origin cities and destination cities of the period, and users for those with `user-report`
         * @description Permission: subject `reports`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getReportsStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shipments the caller may see: tab, search (tracking number or recipient), courier and date filters, sort, pages
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listShipments"];
        put?: never;
        /**
         * Save a draft shipment (any step of the wizard)
         * @description Permission: subject `shipments`, action `create` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["createShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shipment with its parties, price, dates and timeline
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getShipment"];
        put?: never;
        post?: never;
        /**
         * Delete a draft
         * @description Permission: subject `shipments`, action `delete` (client API keys too, except read-only ones). Changes data.
         */
        delete: operations["deleteShipment"];
        options?: never;
        head?: never;
        /**
         * Update a draft (with its current version; 409 when stale or no longer a draft)
         * @description Permission: subject `shipments`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        patch: operations["updateShipment"];
        trace?: never;
    };
    "/api/v1/shipments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a draft or a pending shipment (409 otherwise)
         * @description Permission: subject `shipments`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["postShipmentCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{id}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shipping label PDF (4×6 in or A4) with a Code 128 barcode of the tracking number
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getShipmentLabel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{id}/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process a draft with a courier and service from its rates: re-priced, tracking number, status pending (idempotent)
         * @description Permission: subject `shipments`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["postShipmentProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{id}/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live rates for a saved draft, priced on the server from the rate table ('area not covered' when none)
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getShipmentRates"];
        put?: never;
        /**
         * Live rates for a saved draft, priced on the server from the rate table ('area not covered' when none)
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        post: operations["rateShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/bulk/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the selection (at most 500), each on its own: each shipment's outcome, cancelled or why not
         * @description Permission: subject `shipments`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["cancelShipments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/bulk/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The labels of the selection as one PDF (4×6 in or A4), at most 500; drafts and cancelled ones left out and counted (X-Labels-Skipped)
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        post: operations["printShipmentLabels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The selection or the filtered list as CSV or XLSX, streamed, one row per shipment (at most 100,000; X-Total-Rows says how many)
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        post: operations["exportShipments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's imports (q: file name), newest first
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listShipmentsImports"];
        put?: never;
        /**
         * Create one draft per row of a CSV file (multipart field "file", at most 5 MB and 10,000 rows): every row valid, or nothing is written
         * @description Permission: subject `shipments`, action `create` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["createShipmentsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One import with its shipments counted (drafts left, processed)
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getShipmentsImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/imports/{id}/batch/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a chunk of rows at the prices shown: a row whose price changed since is held back with its new price; each outcome is kept
         * @description Permission: subject `shipments`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["postShipmentsImportBatchBuy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/imports/{id}/batch/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview buying the upload's drafts: each row's courier services with price and days, the one the rule or an override chooses, and the total
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        post: operations["postShipmentsImportBatchPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/imports/{id}/batch/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each bought row's last outcome, in file order, with the counts and the total booked
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listShipmentsImportBatchResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/imports/{id}/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The labels of the upload's processed shipments, cancelled ones left out, as one PDF, one label per page (500 per part)
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getShipmentsImportLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/imports/{id}/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Process the upload's next drafts (file order, after `afterRow`) with one courier and service; each draft gets its own result
         * @description Permission: subject `shipments`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["postShipmentsImportProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/imports/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The import template: a UTF-8 CSV (with BOM) with the header row and one example row
         * @description In the language of `Accept-Language`: English headers (the column keys) and example, or, for `ar`, the Arabic headers with an example naming its place, parcel type and payment in Arabic. The import reads either.
         *
         *     Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getShipmentsImportsTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Live rates for a shipment not saved yet: one row per courier and service covering the route
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        post: operations["quoteRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/tab-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many shipments each list tab holds, in one call, under the same search and filters
         * @description Permission: subject `shipments`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getShipmentsTabCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracking/{trackingNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shipment's public tracking: status, dates and city-level timeline ('No tracking data' when unknown)
         * @description Public. Reads only.
         */
        get: operations["getTracking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracking/{trackingNumber}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks for a parcel's updates: sends a 6-digit code to the e-mail or phone (15 minutes)
         * @description The answer is the same whoever the address belongs to; an address that stopped the sender’s messages gets nothing. 5 codes a parcel and 3 an address an hour (429 beyond); 409 once 10 people follow the parcel.
         *
         *     Public. Changes data.
         */
        post: operations["postTrackingSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tracking/{trackingNumber}/subscriptions/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms the code: the address then receives the parcel's later status messages
         * @description Each message carries a one-click unsubscribe link. A code takes 5 tries.
         *
         *     Public. Changes data.
         */
        post: operations["postTrackingSubscriptionsConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's webhook endpoints, newest first (at most 10)
         * @description Permission: subject `webhooks`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add an endpoint: its signing secret (whsec_…) is in this answer only
         * @description Permission: subject `webhooks`, action `create` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One endpoint (never its secret)
         * @description Permission: subject `webhooks`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Remove an endpoint and its deliveries
         * @description Permission: subject `webhooks`, action `delete` (client API keys too, except read-only ones). Changes data.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change the address, the events or whether it is on (with its current version; 409 when stale)
         * @description Permission: subject `webhooks`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest 50 deliveries to this endpoint, each with its attempts (kept 30 days)
         * @description Permission: subject `webhooks`, action `read` (client API keys too, read-only ones included). Reads only.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now (a new attempt, retried for another three days if it fails)
         * @description Permission: subject `webhooks`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["postWebhookDeliveryResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret, shown this once; the previous one signs beside it for 24 h
         * @description Permission: subject `webhooks`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["postWebhookRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a `webhook.test` event to this endpoint (sent like any other, signed and retried)
         * @description Permission: subject `webhooks`, action `update` (client API keys too, except read-only ones). Changes data.
         */
        post: operations["postWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "import.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * import.completed: A CSV file's drafts were created.
         * @description POSTed to each enabled endpoint subscribed to this event. Any 2xx within 10 seconds is a delivery; anything else, a timeout or a network error is retried with exponential back-off for 3 days, and an endpoint failing for 3 days is turned off and its owner e-mailed.
         */
        post: operations["receiveImportCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.cancelled: A draft or a pending shipment is cancelled.
         * @description POSTed to each enabled endpoint subscribed to this event. Any 2xx within 10 seconds is a delivery; anything else, a timeout or a network error is retried with exponential back-off for 3 days, and an endpoint failing for 3 days is turned off and its owner e-mailed.
         */
        post: operations["receiveShipmentCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.created: A draft is saved (portal or API).
         * @description POSTed to each enabled endpoint subscribed to this event. Any 2xx within 10 seconds is a delivery; anything else, a timeout or a network error is retried with exponential back-off for 3 days, and an endpoint failing for 3 days is turned off and its owner e-mailed.
         */
        post: operations["receiveShipmentCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.processed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.processed: A shipment is booked: tracking number, status pending (one by one or bought in a batch).
         * @description POSTed to each enabled endpoint subscribed to this event. Any 2xx within 10 seconds is a delivery; anything else, a timeout or a network error is retried with exponential back-off for 3 days, and an endpoint failing for 3 days is turned off and its owner e-mailed.
         */
        post: operations["receiveShipmentProcessed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "shipment.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * shipment.status_changed: The courier reports a new status (pick-up, on-going, delivered, returned).
         * @description POSTed to each enabled endpoint subscribed to this event. Any 2xx within 10 seconds is a delivery; anything else, a timeout or a network error is retried with exponential back-off for 3 days, and an endpoint failing for 3 days is turned off and its owner e-mailed.
         */
        post: operations["receiveShipmentStatusChanged"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook.test: Sent on demand by `POST /api/v1/webhooks/{id}/test`.
         * @description POSTed to each enabled endpoint subscribed to this event. Any 2xx within 10 seconds is a delivery; anything else, a timeout or a network error is retried with exponential back-off for 3 days, and an endpoint failing for 3 days is turned off and its owner e-mailed.
         */
        post: operations["receiveWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** Address */
        Address: {
            addressLine: string;
            buildingNumber: string | null;
            city: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            country: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            /** Format: uuid */
            id: string;
            /** @description The owner’s one primary pick-up address */
            isPrimary: boolean;
            language: ("en" | "ar") | null;
            latitude: number | null;
            longitude: number | null;
            name: string;
            /** @description E.164, e.g. +962791234567 */
            phoneNumber: string;
            region: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            /** @description 2 pick-up/origin, 1 drop-off/destination */
            type: 1 | 2;
            /** Format: date-time */
            updatedAt: string;
            version: number;
            village: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
        };
        /** AdminApiKey */
        AdminApiKey: {
            /** Format: date-time */
            createdAt: string;
            denialReason: string | null;
            expires_at: string | null;
            /** Format: uuid */
            id: string;
            last_used_at: string | null;
            name: string;
            organization: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            owner: {
                email: string;
                /** Format: uuid */
                id: string;
                username: string;
            } | null;
            /** @description The public start of the key (pk_<16 hex>), never the secret */
            prefix: string;
            previousSecretExpiresAt: string | null;
            purpose: string | null;
            requestedExpiryDays: (30 | 90 | 365) | null;
            revealedAt: string | null;
            reviewedAt: string | null;
            reviewedBy: {
                /** Format: uuid */
                id: string;
                username: string;
            } | null;
            revokedAt: string | null;
            rotatedAt: string | null;
            /** @description read: the key may call only operations that read (x-changes-data false); read-write: changes data too */
            scope: "read" | "read-write";
            /** @description 1 pending, 2 active, 3 revoked, 4 denied, 5 expired */
            status: number;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** AdminAvailabilityZone */
        AdminAvailabilityZone: {
            courier: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** Format: uuid */
            courierId: string;
            /** Format: date-time */
            createdAt: string;
            destinationCity: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            destinationCityId: string | null;
            destinationCityProviderId: string | null;
            destinationCountry: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            destinationCountryId: string | null;
            destinationCountryProviderId: string | null;
            destinationRegion: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            destinationRegionId: string | null;
            destinationRegionProviderId: string | null;
            destinationVillage: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            destinationVillageId: string | null;
            destinationVillageProviderId: string | null;
            /** Format: uuid */
            id: string;
            originCity: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            originCityId: string | null;
            originCityProviderId: string | null;
            originCountry: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            originCountryId: string | null;
            originCountryProviderId: string | null;
            originRegion: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            originRegionId: string | null;
            originRegionProviderId: string | null;
            originVillage: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            originVillageId: string | null;
            originVillageProviderId: string | null;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** AdminCity */
        AdminCity: {
            country: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** Format: uuid */
            countryId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            latitude: number | null;
            longitude: number | null;
            name: string;
            nameAr: string;
            region: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            regionId: string | null;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** AdminCountry */
        AdminCountry: {
            code: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            latitude: number | null;
            longitude: number | null;
            name: string;
            nameAr: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** AdminCourier */
        AdminCourier: {
            /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
            activeFlag: "active" | "inactive" | "disabled";
            code: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            logoUrl: string | null;
            name: string;
            nameAr: string;
            source: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
            website: string | null;
        };
        /** AdminCourierKey */
        AdminCourierKey: {
            /** Format: date-time */
            createdAt: string;
            expires_at: string | null;
            /** Format: uuid */
            id: string;
            last_used_at: string | null;
            name: string;
            /** @description The public part of the key (ck_<prefix>_…), to tell keys apart */
            prefix: string;
            revokedAt: string | null;
            /** @description 1 pending, 2 active, 3 revoked, 4 denied, 5 expired */
            status: number;
        };
        /** AdminOrganization */
        AdminOrganization: {
            address: string | null;
            /** @description 1 approved, 2 pending, 3 rejected */
            approvalStatus: number;
            /** Format: date-time */
            createdAt: string;
            createdBy: {
                email: string;
                /** Format: uuid */
                id: string;
                username: string;
            } | null;
            email: string | null;
            /** Format: uuid */
            id: string;
            memberCount: number;
            name: string;
            phoneNumber: string | null;
            referralCode: string | null;
            rejectionReason: string | null;
            reviewedAt: string | null;
            reviewedBy: {
                email: string;
                /** Format: uuid */
                id: string;
                username: string;
            } | null;
            taxNumber: string | null;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** AdminParcelType */
        AdminParcelType: {
            code: string;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            height: number;
            /** Format: uuid */
            id: string;
            isActive: boolean;
            length: number;
            name: string;
            nameAr: string;
            /** @description cm and kg, or inches and pounds */
            unitOfMeasurement: "cm-kg" | "in-lb";
            /** Format: date-time */
            updatedAt: string;
            version: number;
            weight: number;
            width: number;
        };
        /** AdminRate */
        AdminRate: {
            /** @description JOD in fils (1 JOD = 1000 fils) */
            basePriceFils: number;
            courier: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** Format: uuid */
            courierId: string;
            /** Format: date-time */
            createdAt: string;
            destinationCity: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            destinationCityId: string | null;
            destinationCountry: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** Format: uuid */
            destinationCountryId: string;
            destinationRegion: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            destinationRegionId: string | null;
            /** Format: uuid */
            id: string;
            includedWeightKg: number;
            isActive: boolean;
            originCity: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            originCityId: string | null;
            originCountry: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** Format: uuid */
            originCountryId: string;
            originRegion: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            originRegionId: string | null;
            perKgPriceFils: number;
            serviceType: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** Format: uuid */
            serviceTypeId: string;
            transitDaysMax: number;
            transitDaysMin: number;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** AdminRegion */
        AdminRegion: {
            country: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** Format: uuid */
            countryId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            latitude: number | null;
            longitude: number | null;
            name: string;
            nameAr: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** AdminSupportedType */
        AdminSupportedType: {
            code: string;
            /** Format: uuid */
            id: string;
            isActive: boolean;
            name: string;
            nameAr: string;
            supported: boolean;
        };
        /** AdminType */
        AdminType: {
            code: string;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            isActive: boolean;
            name: string;
            nameAr: string;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** AdminUser */
        AdminUser: {
            /** Format: date-time */
            createdAt: string;
            disabledAt: string | null;
            email: string;
            /** Format: uuid */
            id: string;
            lastLoginAt: string | null;
            organization: {
                /** Format: uuid */
                id: string;
                name: string;
            } | null;
            phoneNumber: string | null;
            /** @description 1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user */
            role: number;
            status: "active" | "disabled";
            /** Format: date-time */
            updatedAt: string;
            username: string;
            version: number;
        };
        /**
         * AdminVillage
         * @description countryId and regionId are the city's
         */
        AdminVillage: {
            city: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** Format: uuid */
            cityId: string;
            /** Format: uuid */
            countryId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            latitude: number | null;
            longitude: number | null;
            name: string;
            nameAr: string;
            regionId: string | null;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** ApiError */
        ApiError: {
            code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "PAYLOAD_TOO_LARGE" | "IDEMPOTENCY_MISMATCH" | "RATE_LIMITED" | "INTERNAL";
            details?: {
                column?: string;
                field?: string;
                message: string;
                row?: number;
            }[];
            message: string;
        };
        /** BulkCancelResult */
        BulkCancelResult: {
            cancelled: number;
            items: {
                /** Format: uuid */
                id: string;
                /** @description The outcome in the caller's language */
                message: string;
                outcome: "cancelled" | "cannotCancel" | "notFound";
                reference: string | null;
                trackingNumber: string | null;
            }[];
            notCancelled: number;
        };
        /** CatalogueCourier */
        CatalogueCourier: {
            code: string;
            /** @description Countries where a zone names no region: the whole country is covered */
            countryWide: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            }[];
            /** Format: uuid */
            id: string;
            logoUrl: string | null;
            name: string;
            nameAr: string;
            regions: {
                countryName: string;
                countryNameAr: string;
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            }[];
            serviceTypes: {
                code: string;
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            }[];
            website: string | null;
        };
        /** CityLookup */
        CityLookup: {
            /** Format: uuid */
            countryId: string;
            /** Format: uuid */
            id: string;
            latitude: number | null;
            longitude: number | null;
            name: string;
            nameAr: string;
            regionId: string | null;
        };
        /** ClientApiKey */
        ClientApiKey: {
            /** Format: date-time */
            createdAt: string;
            denialReason: string | null;
            expires_at: string | null;
            /** Format: uuid */
            id: string;
            last_used_at: string | null;
            name: string;
            /** @description The public start of the key (pk_<16 hex>), never the secret */
            prefix: string;
            previousSecretExpiresAt: string | null;
            purpose: string | null;
            requestedExpiryDays: (30 | 90 | 365) | null;
            revealedAt: string | null;
            reviewedAt: string | null;
            revokedAt: string | null;
            rotatedAt: string | null;
            /** @description read: the key may call only operations that read (x-changes-data false); read-write: changes data too */
            scope: "read" | "read-write";
            /** @description 1 pending, 2 active, 3 revoked, 4 denied, 5 expired */
            status: number;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** CountryLookup */
        CountryLookup: {
            code: string;
            /** @description Addresses in this country must name a region */
            hasRegions: boolean;
            /** Format: uuid */
            id: string;
            latitude: number | null;
            longitude: number | null;
            name: string;
            nameAr: string;
        };
        /** CourierLookup */
        CourierLookup: {
            code: string;
            /** Format: uuid */
            id: string;
            logoUrl: string | null;
            name: string;
            nameAr: string;
            parcelTypeIds: string[];
            serviceTypeIds: string[];
            shipmentTypeIds: string[];
            website: string | null;
        };
        /** CurrentUser */
        CurrentUser: {
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: uuid */
            id: string;
            locale: "en" | "ar";
            organization: {
                /** @description 1 approved, 2 pending, 3 rejected */
                approvalStatus: number;
                /** Format: uuid */
                id: string;
                name: string;
                referralCode: string | null;
            } | null;
            organizationId: string | null;
            phoneNumber: string | null;
            /** @description 1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user */
            role: number;
            username: string;
            version: number;
        };
        /** Dashboard */
        Dashboard: {
            platform: {
                organizations: {
                    approved: number;
                    pending: number;
                    rejected: number;
                };
                pendingApiKeys: number;
                users: number;
            } | null;
            /** @description The last 30 Amman days, oldest first, days without shipments included */
            series: {
                /**
                 * Format: date
                 * @description An Amman calendar day
                 */
                date: string;
                shipments: number;
                spendFils: number;
            }[];
            topCouriers: {
                id: string | null;
                name: string;
                nameAr: string;
                shipments: number;
            }[];
            topDestinations: {
                id: string | null;
                name: string;
                nameAr: string;
                shipments: number;
            }[];
        };
        /** @description A CSV file's drafts were created. */
        ImportCompletedEvent: {
            /**
             * Format: date-time
             * @description When it happened.
             */
            created_at: string;
            data: {
                fileName: string;
                /**
                 * Format: uuid
                 * @description The import.
                 */
                id: string;
                /** Format: int32 */
                rowCount: number;
                /** @description The drafts it created. */
                shipmentIds: string[];
            };
            /**
             * Format: uuid
             * @description The event: the same on every retry of it (also sent as `Portal-Event-Id`); ignore a repeat.
             */
            id: string;
            /** @constant */
            type: "import.completed";
        };
        /** InvitationPreview */
        InvitationPreview: {
            /** @description Whether the invited e-mail has an account (log in) or not (sign up) */
            accountExists: boolean;
            email: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description The user name of who sent the invitation, as its e-mail says it; null once that account is gone */
            inviterName: string | null;
            organizationName: string;
            /** @description 2 organization admin, 3 organization user */
            role: 2 | 3;
            status: "pending" | "accepted" | "revoked" | "expired";
        };
        /**
         * MyOrganization
         * @description The caller's organization and role in it; or their latest application (pending or rejected, role null); or nothing.
         */
        MyOrganization: {
            joinedAt: string | null;
            organization: components["schemas"]["Organization"] | null;
            role: (2 | 3) | null;
        };
        /** NearestLocation */
        NearestLocation: {
            city: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            country: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** @description From the point to the place found */
            distanceKm: number;
            region: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            village: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
        };
        /** Organization */
        Organization: {
            address: string | null;
            /** @description 1 approved, 2 pending, 3 rejected */
            approvalStatus: number;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            /** Format: uuid */
            id: string;
            memberCount: number;
            name: string;
            phoneNumber: string | null;
            referralCode: string | null;
            rejectionReason: string | null;
            reviewedAt: string | null;
            taxNumber: string | null;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        /** OrganizationInvitation */
        OrganizationInvitation: {
            acceptedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            email: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: uuid */
            id: string;
            invitedBy: {
                /** Format: uuid */
                id: string;
                username: string;
            } | null;
            /** @description 2 organization admin, 3 organization user */
            role: 2 | 3;
            status: "pending" | "accepted" | "revoked" | "expired";
        };
        /** OrganizationMember */
        OrganizationMember: {
            email: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            joinedAt: string;
            phoneNumber: string | null;
            /** @description 2 organization admin, 3 organization user */
            role: 2 | 3;
            username: string;
            /** @description The membership version, for role changes */
            version: number;
        };
        /** ParcelTypeLookup */
        ParcelTypeLookup: {
            code: string;
            height: number;
            /** Format: uuid */
            id: string;
            length: number;
            name: string;
            nameAr: string;
            unitOfMeasurement: "cm-kg" | "in-lb";
            weight: number;
            width: number;
        };
        /** PartnerShipment */
        PartnerShipment: {
            chargeableWeightKg: number | null;
            codAmountFils: number;
            expectedDeliveryDate: string | null;
            expectedPickupDate: string | null;
            /** Format: uuid */
            id: string;
            parcelNotes: string | null;
            parcelQuantity: number;
            paymentType: "cod" | "prepaid";
            processedAt: string | null;
            recipient: {
                addressLine: string;
                buildingNumber: string | null;
                /**
                 * Format: uuid
                 * @description The portal's city id: send it as an event's cityId
                 */
                cityId: string;
                cityName: string;
                cityNameAr: string;
                countryName: string;
                latitude: number | null;
                longitude: number | null;
                name: string;
                phoneNumber: string;
                providerCityId: string | null;
                regionName: string | null;
                villageName: string | null;
            } | null;
            sender: {
                addressLine: string;
                buildingNumber: string | null;
                /**
                 * Format: uuid
                 * @description The portal's city id: send it as an event's cityId
                 */
                cityId: string;
                cityName: string;
                cityNameAr: string;
                countryName: string;
                latitude: number | null;
                longitude: number | null;
                name: string;
                phoneNumber: string;
                providerCityId: string | null;
                regionName: string | null;
                villageName: string | null;
            } | null;
            serviceTypeCode: string | null;
            /**
             * @description The status: 1 Pending (booked, waiting for the courier to pick it up), 2 PickUp (picked up by the courier), 3 OnGoing (on its way to the recipient (out for delivery)), 4 Delivered (delivered: final), 5 Cancelled (cancelled before pick-up: final, no label, no dates), 6 Returned (returned to the sender: final)
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6;
            trackingNumber: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** PublicTracking */
        PublicTracking: {
            cancelledAt: string | null;
            courier: {
                name: string;
                nameAr: string;
            } | null;
            deliveredAt: string | null;
            destinationCity: {
                name: string;
                nameAr: string;
            } | null;
            events: {
                city: {
                    /** Format: uuid */
                    id: string;
                    name: string;
                    nameAr: string;
                } | null;
                location: string | null;
                /** Format: date-time */
                occurredAt: string;
                status: number;
            }[];
            expectedDeliveryDate: string | null;
            expectedPickupDate: string | null;
            originCity: {
                name: string;
                nameAr: string;
            } | null;
            processedAt: string | null;
            /** @description The sender's brand, and nothing else about the sender; null when it has neither */
            sender: {
                /** @description The sender's logo (a public path on this API) */
                logoUrl: string | null;
                /** @description The sender name the owner chose, else its organization's (never an address's or a person's) */
                name: string | null;
            } | null;
            /**
             * @description The status: 1 Pending (booked, waiting for the courier to pick it up), 2 PickUp (picked up by the courier), 3 OnGoing (on its way to the recipient (out for delivery)), 4 Delivered (delivered: final), 5 Cancelled (cancelled before pick-up: final, no label, no dates), 6 Returned (returned to the sender: final)
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6;
            trackingNumber: string;
        };
        /** RateImportResult */
        RateImportResult: {
            imported: number;
            replaced: number;
        };
        /** RecipientNotificationPreview */
        RecipientNotificationPreview: {
            /** @description processed, pickedUp, onGoing, delivered, returned or cancelled */
            event: "processed" | "pickedUp" | "onGoing" | "delivered" | "returned" | "cancelled";
            /** @description en or ar: the language messages to this person are written in */
            language: "en" | "ar";
            mail: {
                html: string;
                subject: string;
                text: string;
            };
            sms: {
                /** @description GSM-7 for Latin text; UCS-2 (fewer characters per part) as soon as one character is outside it */
                encoding: "GSM-7" | "UCS-2";
                /** @description How many parts the SMS is sent and charged as */
                segments: number;
                text: string;
                /** @description Septets (GSM-7) or UTF-16 code units (UCS-2) */
                units: number;
            };
            /** @description The sample parcel the preview is written for */
            trackingNumber: string;
        };
        /** RecipientNotificationSettings */
        RecipientNotificationSettings: {
            /** @description Per status event: processed, picked up, on going (out for delivery), delivered, returned, cancelled */
            channels: {
                cancelled: {
                    /** @description An e-mail to a recipient address that has one */
                    email: boolean;
                    /** @description An SMS to the recipient phone (each one is charged) */
                    sms: boolean;
                };
                delivered: {
                    /** @description An e-mail to a recipient address that has one */
                    email: boolean;
                    /** @description An SMS to the recipient phone (each one is charged) */
                    sms: boolean;
                };
                onGoing: {
                    /** @description An e-mail to a recipient address that has one */
                    email: boolean;
                    /** @description An SMS to the recipient phone (each one is charged) */
                    sms: boolean;
                };
                pickedUp: {
                    /** @description An e-mail to a recipient address that has one */
                    email: boolean;
                    /** @description An SMS to the recipient phone (each one is charged) */
                    sms: boolean;
                };
                processed: {
                    /** @description An e-mail to a recipient address that has one */
                    email: boolean;
                    /** @description An SMS to the recipient phone (each one is charged) */
                    sms: boolean;
                };
                returned: {
                    /** @description An e-mail to a recipient address that has one */
                    email: boolean;
                    /** @description An SMS to the recipient phone (each one is charged) */
                    sms: boolean;
                };
            };
            /** @description The sender's logo (a public, cacheable path on this API; a new upload is a new URL), null without one */
            logoUrl: string | null;
            replyTo: string | null;
            senderName: string | null;
            /** @description SMS may go out between 22:00 and 08:00 Amman time (otherwise they wait for 08:00) */
            smsAtNight: boolean;
        };
        /**
         * ReferralCodePreview
         * @description What a referral code joins: the organization’s name and nothing else about it
         */
        ReferralCodePreview: {
            /** @description The name of the approved organization the code joins */
            organizationName: string;
        };
        /** RegionLookup */
        RegionLookup: {
            /** Format: uuid */
            countryId: string;
            /** Format: uuid */
            id: string;
            latitude: number | null;
            longitude: number | null;
            name: string;
            nameAr: string;
        };
        /** ReportStatistics */
        ReportStatistics: {
            /**
             * Format: date
             * @description An Amman calendar day
             */
            dateFrom: string;
            /**
             * Format: date
             * @description An Amman calendar day
             */
            dateTo: string;
            topCouriers: {
                id: string | null;
                name: string;
                nameAr: string;
                shipments: number;
            }[];
            topDestinationCities: {
                id: string | null;
                name: string;
                nameAr: string;
                shipments: number;
            }[];
            topOriginCities: {
                id: string | null;
                name: string;
                nameAr: string;
                shipments: number;
            }[];
            /** @description Only for roles holding `user-report` (as the by-user report); left out for the others */
            topUsers?: {
                id: string | null;
                name: string;
                nameAr: string;
                shipments: number;
            }[];
        };
        /** RevealedApiKey */
        RevealedApiKey: {
            apiKey: components["schemas"]["ClientApiKey"];
            /** @description The whole key: shown this once, never stored, never shown again */
            secret: string;
        };
        /** RevealedWebhookEndpoint */
        RevealedWebhookEndpoint: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description The signing secret (whsec_…): shown this once */
            secret: string;
        };
        /** Shipment */
        Shipment: {
            cancelledAt: string | null;
            cancelledBy: {
                /** Format: uuid */
                id: string;
                username: string;
            } | null;
            codAmountFils: number;
            courier: components["schemas"]["ShipmentCourier"] | null;
            /** Format: date-time */
            createdAt: string;
            currency: string;
            deliveredAt: string | null;
            events: components["schemas"]["TrackingEvent"][];
            expectedDeliveryDate: string | null;
            expectedPickupDate: string | null;
            heightCm: number | null;
            /** Format: uuid */
            id: string;
            importId: string | null;
            lengthCm: number | null;
            parcelNotes: string | null;
            parcelQuantity: number;
            parcelType: {
                code: string;
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            paymentType: "cod" | "prepaid";
            price: {
                basePriceFils: number;
                chargeableWeightKg: number;
                /** @enum {string} */
                currency: "JOD";
                totalFils: number;
                transitDays: number;
                weightPriceFils: number;
            } | null;
            priceFils: number | null;
            processedAt: string | null;
            /**
             * @description Readiness: 1 Ready (processed: has a tracking number and a status), 2 Draft (a draft: editable, no status, not booked)
             * @enum {integer}
             */
            readiness: 1 | 2;
            recipient: components["schemas"]["ShipmentAddress"] | null;
            recipientAddressId: string | null;
            reference: string | null;
            sender: components["schemas"]["ShipmentAddress"] | null;
            senderAddressId: string | null;
            serviceType: {
                code: string;
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            shipmentType: {
                code: string;
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            /** @description Null while a draft */
            status: (1 | 2 | 3 | 4 | 5 | 6) | null;
            trackingNumber: string | null;
            /** Format: date-time */
            updatedAt: string;
            version: number;
            weightKg: number | null;
            widthCm: number | null;
        };
        /** ShipmentAddress */
        ShipmentAddress: {
            addressLine: string;
            buildingNumber: string | null;
            /** Format: uuid */
            cityId: string;
            cityName: string;
            cityNameAr: string;
            /** Format: uuid */
            countryId: string;
            countryName: string;
            countryNameAr: string;
            email: string | null;
            language?: ("en" | "ar") | null;
            latitude: number | null;
            longitude: number | null;
            name: string;
            phoneNumber: string;
            regionId: string | null;
            regionName: string | null;
            regionNameAr: string | null;
            villageId: string | null;
            villageName: string | null;
            villageNameAr: string | null;
        };
        /** ShipmentCourier */
        ShipmentCourier: {
            code: string;
            /** Format: uuid */
            id: string;
            logoUrl: string | null;
            name: string;
            nameAr: string;
            website: string | null;
        };
        /** @description A shipment changed: `data` is the shipment as `GET /api/v1/shipments/{id}` answers it. */
        ShipmentEvent: {
            /**
             * Format: date-time
             * @description When it happened.
             */
            created_at: string;
            data: components["schemas"]["Shipment"];
            /**
             * Format: uuid
             * @description The event: the same on every retry of it (also sent as `Portal-Event-Id`); ignore a repeat.
             */
            id: string;
            /**
             * Format: int32
             * @description This shipment's events counted from 1: order by it and ignore one older than what you have.
             */
            sequence: number;
            /**
             * @description What happened to the shipment.
             * @enum {string}
             */
            type: "shipment.created" | "shipment.processed" | "shipment.status_changed" | "shipment.cancelled";
        };
        /** ShipmentImport */
        ShipmentImport: {
            /** Format: date-time */
            createdAt: string;
            fileName: string;
            /** Format: uuid */
            id: string;
            rowCount: number;
            status: "imported" | "failed";
        };
        /** ShipmentImportListItem */
        ShipmentImportListItem: {
            /** Format: date-time */
            createdAt: string;
            createdBy: {
                /** Format: uuid */
                id: string;
                username: string;
            };
            /** @description The upload's shipments still drafts */
            draftCount: number;
            /** @description A refused upload: how many problems its rows had */
            errorCount: number;
            fileName: string;
            /** Format: uuid */
            id: string;
            /** @description The upload's shipments with a label: processed and not cancelled (what the labels PDF prints) */
            labelCount: number;
            /** @description The upload's shipments processed (with a tracking number) */
            processedCount: number;
            /** @description The file's data rows */
            rowCount: number;
            status: "imported" | "failed";
        };
        /** ShipmentListItem */
        ShipmentListItem: {
            codAmountFils: number;
            courier: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            expectedDeliveryDate: string | null;
            /** Format: uuid */
            id: string;
            paymentType: "cod" | "prepaid";
            priceFils: number | null;
            processedAt: string | null;
            readiness: number;
            recipientCityName: string | null;
            recipientCityNameAr: string | null;
            recipientName: string | null;
            reference: string | null;
            senderCityName: string | null;
            senderCityNameAr: string | null;
            serviceTypeCode: string | null;
            status: number | null;
            trackingNumber: string | null;
            version: number;
        };
        /** ShipmentRate */
        ShipmentRate: {
            basePriceFils: number;
            chargeableWeightKg: number;
            courier: components["schemas"]["ShipmentCourier"];
            /** Format: date */
            expectedDeliveryDate: string;
            /** Format: date */
            expectedPickupDate: string;
            priceFils: number;
            serviceType: {
                code: string;
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            };
            /** @description Working days (Sunday–Thursday) */
            transitDays: number;
            weightPriceFils: number;
        };
        /** ShipmentsReport */
        ShipmentsReport: {
            /**
             * Format: date
             * @description An Amman calendar day
             */
            dateFrom: string;
            /**
             * Format: date
             * @description An Amman calendar day
             */
            dateTo: string;
            /**
             * @description courier (partner), destination city, origin city, or user (user-report)
             * @default courier
             */
            groupBy: "courier" | "destination" | "origin" | "user";
            rows: {
                cancelled: number;
                /** @description Cash on delivery to collect, shipments not cancelled */
                codTotalFils: number;
                delivered: number;
                id: string | null;
                name: string;
                nameAr: string;
                returned: number;
                shipments: number;
                /** @description Shipping prices, shipments not cancelled */
                shippingCostFils: number;
            }[];
            totals: {
                cancelled: number;
                /** @description Cash on delivery to collect, shipments not cancelled */
                codTotalFils: number;
                delivered: number;
                returned: number;
                shipments: number;
                /** @description Shipping prices, shipments not cancelled */
                shippingCostFils: number;
            };
        };
        /** ShipmentTabCounts */
        ShipmentTabCounts: {
            active: number;
            all: number;
            cancelled: number;
            delivered: number;
            draft: number;
            "in-transit": number;
            "on-going": number;
            pending: number;
            returned: number;
        };
        /** TokenPair */
        TokenPair: {
            access_token: string;
            /** @description Seconds until the access token expires */
            expires_in: number;
            refresh_token: string;
            /** @enum {string} */
            token_type: "Bearer";
        };
        /** TrackingEvent */
        TrackingEvent: {
            city: {
                /** Format: uuid */
                id: string;
                name: string;
                nameAr: string;
            } | null;
            /** Format: uuid */
            id: string;
            location: string | null;
            note: string | null;
            /** Format: date-time */
            occurredAt: string;
            source: "portal" | "courier" | "system";
            /**
             * @description The status: 1 Pending (booked, waiting for the courier to pick it up), 2 PickUp (picked up by the courier), 3 OnGoing (on its way to the recipient (out for delivery)), 4 Delivered (delivered: final), 5 Cancelled (cancelled before pick-up: final, no label, no dates), 6 Returned (returned to the sender: final)
             * @enum {integer}
             */
            status: 1 | 2 | 3 | 4 | 5 | 6;
        };
        /** TypeLookup */
        TypeLookup: {
            code: string;
            /** Format: uuid */
            id: string;
            name: string;
            nameAr: string;
        };
        /** UpdateCodeSent */
        UpdateCodeSent: {
            expiresInMinutes: number;
            message: string;
        };
        /** UpdatesConfirmed */
        UpdatesConfirmed: {
            /** @description How the updates are sent: e-mail, or SMS when the parcel owner has turned SMS on for the event */
            channel: "email" | "sms";
            message: string;
        };
        /** VillageLookup */
        VillageLookup: {
            /** Format: uuid */
            cityId: string;
            /** Format: uuid */
            id: string;
            latitude: number | null;
            longitude: number | null;
            name: string;
            nameAr: string;
        };
        /** WebhookEndpoint */
        WebhookEndpoint: {
            /** Format: date-time */
            createdAt: string;
            /** @description Why the portal turned it off (three days of failed deliveries) */
            disabledReason: string | null;
            enabled: boolean;
            events: ("shipment.created" | "shipment.processed" | "shipment.status_changed" | "shipment.cancelled" | "import.completed")[];
            /** @description The first failed attempt since the last delivered one; after three days the endpoint is turned off */
            failingSince: string | null;
            /** Format: uuid */
            id: string;
            /** @description Until then the previous secret signs too (after a rotation) */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            updatedAt: string;
            url: string;
            version: number;
        };
        /** @description Sent by `POST /api/v1/webhooks/{id}/test`, whatever the endpoint subscribes to. */
        WebhookTestEvent: {
            /**
             * Format: date-time
             * @description When it happened.
             */
            created_at: string;
            data: {
                /** Format: uuid */
                endpointId: string;
                /** Format: uri */
                url: string;
            };
            /**
             * Format: uuid
             * @description The event: the same on every retry of it (also sent as `Portal-Event-Id`); ignore a repeat.
             */
            id: string;
            /** @constant */
            type: "webhook.test";
        };
    };
    responses: {
        /** @description A value was refused: `details` names each field (VALIDATION_FAILED). */
        BadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description A concurrent change, a duplicate or a state that does not allow it (CONFLICT). */
        Conflict: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The caller's role or credential may not do this (FORBIDDEN). */
        Forbidden: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description An unexpected failure; the body says nothing more (INTERNAL). */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No such resource, or not one the caller may see (NOT_FOUND). */
        NotFound: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is over the size limit (PAYLOAD_TOO_LARGE). */
        PayloadTooLarge: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Too many requests: wait `Retry-After` seconds (RATE_LIMITED). */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No credential, or one that is invalid, expired or revoked (UNAUTHENTICATED). */
        Unauthenticated: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before trying again. */
        "Retry-After": number;
        /** @description Requests allowed from this address in the window. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the window restarts. */
        "X-RateLimit-Reset": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Liveness */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getReadyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Readiness: the database answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            500: components["responses"]["InternalError"];
            /** @description Not ready: Readiness: the database answers */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
        };
    };
    listAddresses: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
                /** @description 2 pick-up/origin, 1 drop-off/destination */
                type?: 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List the address book */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Address"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAddress: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine: string;
                    buildingNumber?: string | null;
                    /** Format: uuid */
                    cityId: string;
                    /** Format: uuid */
                    countryId: string;
                    email?: string | null;
                    /** @default false */
                    isPrimary?: boolean;
                    language?: ("en" | "ar") | null;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    phoneNumber: string;
                    regionId?: string | null;
                    /** @description 2 pick-up/origin, 1 drop-off/destination */
                    type: 1 | 2;
                    villageId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: Add an address */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One address */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    addressLine: string;
                    buildingNumber?: string | null;
                    /** Format: uuid */
                    cityId: string;
                    /** Format: uuid */
                    countryId: string;
                    email?: string | null;
                    /** @default false */
                    isPrimary?: boolean;
                    language?: ("en" | "ar") | null;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    phoneNumber: string;
                    regionId?: string | null;
                    /** @description 2 pick-up/origin, 1 drop-off/destination */
                    type: 1 | 2;
                    /** Format: int32 */
                    version: number;
                    villageId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK: Edit an address (409 when someone changed it since `version`) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete an address (booked shipments keep their copy) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAddressPrimary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description OK: Make this pick-up address the primary one (the previous primary loses the flag in the same transaction) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAddressesPrimaryPickup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The primary pick-up address, or null when there is none yet (not an error) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Address"] | null;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminApiKeys: {
        parameters: {
            query?: {
                ownerId?: string;
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
                /** @description 1 pending, 2 active, 3 revoked, 4 denied, 5 expired */
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Every person's API keys: pending first by default; filter by status and owner; search name, prefix, owner e-mail or name; sort name, status, createdAt, expires_at, last_used_at */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminApiKey"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One client key */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAdminApiKeyApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Approve a request: the key becomes active (expiry counted from now) and its owner can reveal it once */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAdminApiKeyDeny: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Deny a request with a reason (e-mailed to its owner) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAdminApiKeyRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Revoke an active key: it stops working at once (a request is denied instead) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminApiKeysPendingCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: How many client API key requests wait for a decision (the nav badge) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description How many wait
                         * @example 3
                         */
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminAvailabilityZones: {
        parameters: {
            query?: {
                courierId?: string;
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            courier: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            };
                            /** Format: uuid */
                            courierId: string;
                            /** Format: date-time */
                            createdAt: string;
                            destinationCity: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            destinationCityId: string | null;
                            destinationCityProviderId: string | null;
                            destinationCountry: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            destinationCountryId: string | null;
                            destinationCountryProviderId: string | null;
                            destinationRegion: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            destinationRegionId: string | null;
                            destinationRegionProviderId: string | null;
                            destinationVillage: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            destinationVillageId: string | null;
                            destinationVillageProviderId: string | null;
                            /** Format: uuid */
                            id: string;
                            originCity: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            originCityId: string | null;
                            originCityProviderId: string | null;
                            originCountry: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            originCountryId: string | null;
                            originCountryProviderId: string | null;
                            originRegion: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            originRegionId: string | null;
                            originRegionProviderId: string | null;
                            originVillage: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            originVillageId: string | null;
                            originVillageProviderId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminAvailabilityZone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    courierId: string;
                    destinationCityId?: string | null;
                    destinationCityProviderId?: string | null;
                    destinationCountryId?: string | null;
                    destinationCountryProviderId?: string | null;
                    destinationRegionId?: string | null;
                    destinationRegionProviderId?: string | null;
                    destinationVillageId?: string | null;
                    destinationVillageProviderId?: string | null;
                    originCityId?: string | null;
                    originCityProviderId?: string | null;
                    originCountryId?: string | null;
                    originCountryProviderId?: string | null;
                    originRegionId?: string | null;
                    originRegionProviderId?: string | null;
                    originVillageId?: string | null;
                    originVillageProviderId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: Create */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        courier: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        courierId: string;
                        /** Format: date-time */
                        createdAt: string;
                        destinationCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationCityId: string | null;
                        destinationCityProviderId: string | null;
                        destinationCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationCountryId: string | null;
                        destinationCountryProviderId: string | null;
                        destinationRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationRegionId: string | null;
                        destinationRegionProviderId: string | null;
                        destinationVillage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationVillageId: string | null;
                        destinationVillageProviderId: string | null;
                        /** Format: uuid */
                        id: string;
                        originCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originCityId: string | null;
                        originCityProviderId: string | null;
                        originCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originCountryId: string | null;
                        originCountryProviderId: string | null;
                        originRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originRegionId: string | null;
                        originRegionProviderId: string | null;
                        originVillage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originVillageId: string | null;
                        originVillageProviderId: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminAvailabilityZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One item */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        courier: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        courierId: string;
                        /** Format: date-time */
                        createdAt: string;
                        destinationCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationCityId: string | null;
                        destinationCityProviderId: string | null;
                        destinationCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationCountryId: string | null;
                        destinationCountryProviderId: string | null;
                        destinationRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationRegionId: string | null;
                        destinationRegionProviderId: string | null;
                        destinationVillage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationVillageId: string | null;
                        destinationVillageProviderId: string | null;
                        /** Format: uuid */
                        id: string;
                        originCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originCityId: string | null;
                        originCityProviderId: string | null;
                        originCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originCountryId: string | null;
                        originCountryProviderId: string | null;
                        originRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originRegionId: string | null;
                        originRegionProviderId: string | null;
                        originVillage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originVillageId: string | null;
                        originVillageProviderId: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminAvailabilityZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    courierId: string;
                    destinationCityId?: string | null;
                    destinationCityProviderId?: string | null;
                    destinationCountryId?: string | null;
                    destinationCountryProviderId?: string | null;
                    destinationRegionId?: string | null;
                    destinationRegionProviderId?: string | null;
                    destinationVillageId?: string | null;
                    destinationVillageProviderId?: string | null;
                    originCityId?: string | null;
                    originCityProviderId?: string | null;
                    originCountryId?: string | null;
                    originCountryProviderId?: string | null;
                    originRegionId?: string | null;
                    originRegionProviderId?: string | null;
                    originVillageId?: string | null;
                    originVillageProviderId?: string | null;
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Update (with the version you read) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        courier: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        courierId: string;
                        /** Format: date-time */
                        createdAt: string;
                        destinationCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationCityId: string | null;
                        destinationCityProviderId: string | null;
                        destinationCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationCountryId: string | null;
                        destinationCountryProviderId: string | null;
                        destinationRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationRegionId: string | null;
                        destinationRegionProviderId: string | null;
                        destinationVillage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationVillageId: string | null;
                        destinationVillageProviderId: string | null;
                        /** Format: uuid */
                        id: string;
                        originCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originCityId: string | null;
                        originCityProviderId: string | null;
                        originCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originCountryId: string | null;
                        originCountryProviderId: string | null;
                        originRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originRegionId: string | null;
                        originRegionProviderId: string | null;
                        originVillage: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originVillageId: string | null;
                        originVillageProviderId: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminAvailabilityZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminCities: {
        parameters: {
            query?: {
                countryId?: string;
                page?: number;
                pageSize?: number;
                q?: string;
                regionId?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            country: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            };
                            /** Format: uuid */
                            countryId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            nameAr: string;
                            region: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            regionId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminCity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    countryId: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    nameAr: string;
                    regionId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: Create */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        countryId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        region: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        regionId: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One item */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        countryId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        region: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        regionId: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    countryId: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    nameAr: string;
                    regionId?: string | null;
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Update (with the version you read) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        countryId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        region: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        regionId: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminCity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminCountries: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            nameAr: string;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminCountry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ISO 3166 alpha-2 or alpha-3 code */
                    code: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    nameAr: string;
                };
            };
        };
        responses: {
            /** @description Created: Create */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminCountry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One item */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminCountry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ISO 3166 alpha-2 or alpha-3 code */
                    code: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    nameAr: string;
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Update (with the version you read) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminCountry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminCouriers: {
        parameters: {
            query?: {
                /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
                activeFlag?: "active" | "inactive" | "disabled";
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
                            activeFlag: "active" | "inactive" | "disabled";
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            logoUrl: string | null;
                            name: string;
                            nameAr: string;
                            source: string;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                            website: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminCourier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
                    activeFlag?: "active" | "inactive" | "disabled";
                    /** @description Short unique code, e.g. ARAMEX */
                    code: string;
                    name: string;
                    nameAr: string;
                    /** @description The adapter; 'builtin' is the portal's own (rate table and partner API) */
                    source?: string;
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description Created: Create */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
                        activeFlag: "active" | "inactive" | "disabled";
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        logoUrl: string | null;
                        name: string;
                        nameAr: string;
                        source: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                        website: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminCourier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One item */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
                        activeFlag: "active" | "inactive" | "disabled";
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        logoUrl: string | null;
                        name: string;
                        nameAr: string;
                        source: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                        website: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminCourier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
                    activeFlag?: "active" | "inactive" | "disabled";
                    /** @description Short unique code, e.g. ARAMEX */
                    code: string;
                    name: string;
                    nameAr: string;
                    /** @description The adapter; 'builtin' is the portal's own (rate table and partner API) */
                    source?: string;
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description OK: Update (with the version you read) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
                        activeFlag: "active" | "inactive" | "disabled";
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        logoUrl: string | null;
                        name: string;
                        nameAr: string;
                        source: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                        website: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminCourier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminCourierKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The courier's partner API keys, newest first (never the secret) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminCourierKey"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminCourierKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description Days until the key expires (default 365)
                     */
                    expiresInDays?: number;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created: Create an active partner API key for the courier; the answer holds the key itself, shown this once */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: string;
                        expires_at: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @description The whole key, shown this once and never stored */
                        key: string;
                        last_used_at: string | null;
                        name: string;
                        /** @description The public part of the key (ck_<prefix>_…), to tell keys apart */
                        prefix: string;
                        revokedAt: string | null;
                        /** @description 1 pending, 2 active, 3 revoked, 4 denied, 5 expired */
                        status: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAdminCourierKeyRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Revoke a partner API key: it stops working at once */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourierKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAdminCourierLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A PNG, JPEG or WebP image, at most 262144 bytes
                     */
                    logo: string;
                };
            };
        };
        responses: {
            /** @description OK: Upload the logo (multipart field "logo": a PNG, JPEG or WebP image of at most 256 KB; stored as a PNG of at most 512 × 512) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
                        activeFlag: "active" | "inactive" | "disabled";
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        logoUrl: string | null;
                        name: string;
                        nameAr: string;
                        source: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                        website: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminCourierLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Remove the logo */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description active; inactive: hidden from users; disabled: cannot be chosen, keeps its history */
                        activeFlag: "active" | "inactive" | "disabled";
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        logoUrl: string | null;
                        name: string;
                        nameAr: string;
                        source: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                        website: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminCourierParcelTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Every parcel types with whether this courier supports it */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            name: string;
                            nameAr: string;
                            supported: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminCourierParcelTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    typeIds: string[];
                };
            };
        };
        responses: {
            /** @description OK: Set the parcel types this courier supports */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            name: string;
                            nameAr: string;
                            supported: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminCourierServiceTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Every service types with whether this courier supports it */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            name: string;
                            nameAr: string;
                            supported: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminCourierServiceTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    typeIds: string[];
                };
            };
        };
        responses: {
            /** @description OK: Set the service types this courier supports */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            name: string;
                            nameAr: string;
                            supported: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminCourierShipmentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Every shipment types with whether this courier supports it */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            name: string;
                            nameAr: string;
                            supported: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminCourierShipmentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    typeIds: string[];
                };
            };
        };
        responses: {
            /** @description OK: Set the shipment types this courier supports */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            name: string;
                            nameAr: string;
                            supported: boolean;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminOrganizations: {
        parameters: {
            query?: {
                /** @description 1 approved, 2 pending, 3 rejected */
                approvalStatus?: number;
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Organizations: search (name, e-mail, referral code, creator e-mail or name), filter by approval, pending first by default; sort name, createdAt, approvalStatus, memberCount */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminOrganization"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One organization */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    email?: string | null;
                    name: string;
                    phoneNumber?: string | null;
                    taxNumber?: string | null;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Edit an organization's name and details (409 when someone changed it since `version`) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminOrganization: {
        parameters: {
            query: {
                version: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete an organization: members become individual users and each shipment, address and import goes back to the person who created it */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAdminOrganizationApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Approve a pending (or rejected) organization: its creator becomes its org admin; e-mailed */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminOrganizationMembers: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: An organization's members (search by name or e-mail; sort username, email, role, joinedAt) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["OrganizationMember"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAdminOrganizationReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Reject a pending organization with a reason (e-mailed to its creator, shown on their page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminOrganizationsPendingCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: How many organization applications wait for a review (the nav badge) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description How many wait
                         * @example 3
                         */
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminParcelTypes: {
        parameters: {
            query?: {
                isActive?: boolean;
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            height: number;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            length: number;
                            name: string;
                            nameAr: string;
                            /** @description cm and kg, or inches and pounds */
                            unitOfMeasurement: "cm-kg" | "in-lb";
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                            weight: number;
                            width: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminParcelType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description lower-case letters, digits and dashes */
                    code: string;
                    description?: string | null;
                    /** @description Height */
                    height: number;
                    /** @description Inactive types are hidden from users */
                    isActive?: boolean;
                    /** @description Length */
                    length: number;
                    name: string;
                    nameAr: string;
                    /** @description cm and kg, or inches and pounds */
                    unitOfMeasurement: "cm-kg" | "in-lb";
                    /** @description Weight */
                    weight: number;
                    /** @description Width */
                    width: number;
                };
            };
        };
        responses: {
            /** @description Created: Create */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        description: string | null;
                        height: number;
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                        length: number;
                        name: string;
                        nameAr: string;
                        /** @description cm and kg, or inches and pounds */
                        unitOfMeasurement: "cm-kg" | "in-lb";
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                        weight: number;
                        width: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminParcelType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One item */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        description: string | null;
                        height: number;
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                        length: number;
                        name: string;
                        nameAr: string;
                        /** @description cm and kg, or inches and pounds */
                        unitOfMeasurement: "cm-kg" | "in-lb";
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                        weight: number;
                        width: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminParcelType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description lower-case letters, digits and dashes */
                    code: string;
                    description?: string | null;
                    /** @description Height */
                    height: number;
                    /** @description Inactive types are hidden from users */
                    isActive?: boolean;
                    /** @description Length */
                    length: number;
                    name: string;
                    nameAr: string;
                    /** @description cm and kg, or inches and pounds */
                    unitOfMeasurement: "cm-kg" | "in-lb";
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                    /** @description Weight */
                    weight: number;
                    /** @description Width */
                    width: number;
                };
            };
        };
        responses: {
            /** @description OK: Update (with the version you read) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        description: string | null;
                        height: number;
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                        length: number;
                        name: string;
                        nameAr: string;
                        /** @description cm and kg, or inches and pounds */
                        unitOfMeasurement: "cm-kg" | "in-lb";
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                        weight: number;
                        width: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminParcelType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminRates: {
        parameters: {
            query?: {
                courierId?: string;
                isActive?: boolean;
                page?: number;
                pageSize?: number;
                q?: string;
                serviceTypeId?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @description JOD in fils (1 JOD = 1000 fils) */
                            basePriceFils: number;
                            courier: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            };
                            /** Format: uuid */
                            courierId: string;
                            /** Format: date-time */
                            createdAt: string;
                            destinationCity: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            destinationCityId: string | null;
                            destinationCountry: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            };
                            /** Format: uuid */
                            destinationCountryId: string;
                            destinationRegion: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            destinationRegionId: string | null;
                            /** Format: uuid */
                            id: string;
                            includedWeightKg: number;
                            isActive: boolean;
                            originCity: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            originCityId: string | null;
                            originCountry: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            };
                            /** Format: uuid */
                            originCountryId: string;
                            originRegion: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            originRegionId: string | null;
                            perKgPriceFils: number;
                            serviceType: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            };
                            /** Format: uuid */
                            serviceTypeId: string;
                            transitDaysMax: number;
                            transitDaysMin: number;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description JOD in fils
                     */
                    basePriceFils: number;
                    /** Format: uuid */
                    courierId: string;
                    destinationCityId?: string | null;
                    /** Format: uuid */
                    destinationCountryId: string;
                    destinationRegionId?: string | null;
                    includedWeightKg: number;
                    isActive?: boolean;
                    originCityId?: string | null;
                    /** Format: uuid */
                    originCountryId: string;
                    originRegionId?: string | null;
                    /** Format: int32 */
                    perKgPriceFils: number;
                    /** Format: uuid */
                    serviceTypeId: string;
                    /** Format: int32 */
                    transitDaysMax: number;
                    /** Format: int32 */
                    transitDaysMin: number;
                };
            };
        };
        responses: {
            /** @description Created: Create */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JOD in fils (1 JOD = 1000 fils) */
                        basePriceFils: number;
                        courier: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        courierId: string;
                        /** Format: date-time */
                        createdAt: string;
                        destinationCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationCityId: string | null;
                        destinationCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        destinationCountryId: string;
                        destinationRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationRegionId: string | null;
                        /** Format: uuid */
                        id: string;
                        includedWeightKg: number;
                        isActive: boolean;
                        originCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originCityId: string | null;
                        originCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        originCountryId: string;
                        originRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originRegionId: string | null;
                        perKgPriceFils: number;
                        serviceType: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        serviceTypeId: string;
                        transitDaysMax: number;
                        transitDaysMin: number;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One item */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JOD in fils (1 JOD = 1000 fils) */
                        basePriceFils: number;
                        courier: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        courierId: string;
                        /** Format: date-time */
                        createdAt: string;
                        destinationCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationCityId: string | null;
                        destinationCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        destinationCountryId: string;
                        destinationRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationRegionId: string | null;
                        /** Format: uuid */
                        id: string;
                        includedWeightKg: number;
                        isActive: boolean;
                        originCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originCityId: string | null;
                        originCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        originCountryId: string;
                        originRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originRegionId: string | null;
                        perKgPriceFils: number;
                        serviceType: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        serviceTypeId: string;
                        transitDaysMax: number;
                        transitDaysMin: number;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description JOD in fils
                     */
                    basePriceFils: number;
                    /** Format: uuid */
                    courierId: string;
                    destinationCityId?: string | null;
                    /** Format: uuid */
                    destinationCountryId: string;
                    destinationRegionId?: string | null;
                    includedWeightKg: number;
                    isActive?: boolean;
                    originCityId?: string | null;
                    /** Format: uuid */
                    originCountryId: string;
                    originRegionId?: string | null;
                    /** Format: int32 */
                    perKgPriceFils: number;
                    /** Format: uuid */
                    serviceTypeId: string;
                    /** Format: int32 */
                    transitDaysMax: number;
                    /** Format: int32 */
                    transitDaysMin: number;
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Update (with the version you read) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description JOD in fils (1 JOD = 1000 fils) */
                        basePriceFils: number;
                        courier: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        courierId: string;
                        /** Format: date-time */
                        createdAt: string;
                        destinationCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationCityId: string | null;
                        destinationCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        destinationCountryId: string;
                        destinationRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        destinationRegionId: string | null;
                        /** Format: uuid */
                        id: string;
                        includedWeightKg: number;
                        isActive: boolean;
                        originCity: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originCityId: string | null;
                        originCountry: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        originCountryId: string;
                        originRegion: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        } | null;
                        originRegionId: string | null;
                        perKgPriceFils: number;
                        serviceType: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        serviceTypeId: string;
                        transitDaysMax: number;
                        transitDaysMin: number;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminRatesExport: {
        parameters: {
            query: {
                courierId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A courier's rates as CSV (the import format; cells that look like formulas are neutralized) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAdminRatesImport: {
        parameters: {
            query: {
                courierId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CSV file of rates, as the export writes it, at most 2097152 bytes
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK: Replace a courier's rates with a CSV file (multipart field "file"): all rows valid, or nothing changes */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateImportResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminRegions: {
        parameters: {
            query?: {
                countryId?: string;
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            country: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            };
                            /** Format: uuid */
                            countryId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            nameAr: string;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminRegion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    countryId: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    nameAr: string;
                };
            };
        };
        responses: {
            /** @description Created: Create */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        countryId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One item */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        countryId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    countryId: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    nameAr: string;
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Update (with the version you read) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        countryId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminServiceTypes: {
        parameters: {
            query?: {
                isActive?: boolean;
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            name: string;
                            nameAr: string;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminServiceType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description lower-case letters, digits and dashes */
                    code: string;
                    description?: string | null;
                    /** @description Inactive types are hidden from users */
                    isActive?: boolean;
                    name: string;
                    nameAr: string;
                };
            };
        };
        responses: {
            /** @description Created: Create */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminServiceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One item */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminServiceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description lower-case letters, digits and dashes */
                    code: string;
                    description?: string | null;
                    /** @description Inactive types are hidden from users */
                    isActive?: boolean;
                    name: string;
                    nameAr: string;
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Update (with the version you read) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminServiceType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminShipmentTypes: {
        parameters: {
            query?: {
                isActive?: boolean;
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: date-time */
                            createdAt: string;
                            description: string | null;
                            /** Format: uuid */
                            id: string;
                            isActive: boolean;
                            name: string;
                            nameAr: string;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminShipmentType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description lower-case letters, digits and dashes */
                    code: string;
                    description?: string | null;
                    /** @description Inactive types are hidden from users */
                    isActive?: boolean;
                    name: string;
                    nameAr: string;
                };
            };
        };
        responses: {
            /** @description Created: Create */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminShipmentType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One item */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminShipmentType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description lower-case letters, digits and dashes */
                    code: string;
                    description?: string | null;
                    /** @description Inactive types are hidden from users */
                    isActive?: boolean;
                    name: string;
                    nameAr: string;
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Update (with the version you read) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        createdAt: string;
                        description: string | null;
                        /** Format: uuid */
                        id: string;
                        isActive: boolean;
                        name: string;
                        nameAr: string;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminShipmentType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminUsers: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                /** @description 1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user */
                role?: number;
                sort?: string;
                status?: "active" | "disabled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Users: search (e-mail, name), filter by role and status, sort, pages */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            createdAt: string;
                            disabledAt: string | null;
                            email: string;
                            /** Format: uuid */
                            id: string;
                            lastLoginAt: string | null;
                            organization: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                            } | null;
                            phoneNumber: string | null;
                            /** @description 1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user */
                            role: number;
                            status: "active" | "disabled";
                            /** Format: date-time */
                            updatedAt: string;
                            username: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One user */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: string;
                        disabledAt: string | null;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        lastLoginAt: string | null;
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        phoneNumber: string | null;
                        /** @description 1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user */
                        role: number;
                        status: "active" | "disabled";
                        /** Format: date-time */
                        updatedAt: string;
                        username: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description 1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user
                     */
                    role: number;
                    status: "active" | "disabled";
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Change role and status (disabling ends every session) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdAt: string;
                        disabledAt: string | null;
                        email: string;
                        /** Format: uuid */
                        id: string;
                        lastLoginAt: string | null;
                        organization: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        phoneNumber: string | null;
                        /** @description 1 system admin, 2 org admin, 3 org user, 4 individual user, 5 super user */
                        role: number;
                        status: "active" | "disabled";
                        /** Format: date-time */
                        updatedAt: string;
                        username: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete a user (refused while they have shipments) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminVillages: {
        parameters: {
            query?: {
                cityId?: string;
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: List (search, sort, page) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            };
                            /** Format: uuid */
                            cityId: string;
                            /** Format: uuid */
                            countryId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            nameAr: string;
                            regionId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createAdminVillage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    cityId: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    nameAr: string;
                };
            };
        };
        responses: {
            /** @description countryId and regionId are the city's */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        cityId: string;
                        /** Format: uuid */
                        countryId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        regionId: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminVillage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description countryId and regionId are the city's */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        cityId: string;
                        /** Format: uuid */
                        countryId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        regionId: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAdminVillage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    cityId: string;
                    latitude?: number | null;
                    longitude?: number | null;
                    name: string;
                    nameAr: string;
                    /**
                     * Format: int32
                     * @description The version you read; a stale one gets 409
                     */
                    version: number;
                };
            };
        };
        responses: {
            /** @description countryId and regionId are the city's */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            nameAr: string;
                        };
                        /** Format: uuid */
                        cityId: string;
                        /** Format: uuid */
                        countryId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        nameAr: string;
                        regionId: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAdminVillage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete (refused while in use) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
                /** @description 1 pending, 2 active, 3 revoked, 4 denied, 5 expired */
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The caller's API keys, newest first (filter by status) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ClientApiKey"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expiresInDays: (30 | 90 | 365) | null;
                    name: string;
                    purpose: string;
                    /** @description read: the key may call only operations that read (x-changes-data false); read-write: changes data too */
                    scope?: "read" | "read-write";
                };
            };
        };
        responses: {
            /** @description Created: Request a key: pending until a system admin approves or denies it */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Withdraw a pending request: it is removed (it never had a secret) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postApiKeyReveal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Show an approved key: the whole key, this once (a second reveal is refused; rotate instead) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevealedApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postApiKeyRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Revoke an active key: it stops working at once */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postApiKeyRotate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A new secret, shown this once; the previous one keeps working for 24 h, then stops */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevealedApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAuthChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    /**
                     * Format: strong-password
                     * @description At least 8 characters with an upper-case letter, a lower-case letter, a digit and a character that is none of these.
                     */
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description OK: Change your password (ends your other sessions) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAuthForgetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK: E-mail a password reset link (same answer whether or not the account exists) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK: Log in with e-mail and password */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token?: string;
                };
            };
        };
        responses: {
            /** @description Logged out */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The signed-in user */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword?: string;
                    /** Format: email */
                    email?: string;
                    locale?: "en" | "ar";
                    phoneNumber?: string | null;
                    username?: string;
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description OK: Edit your own profile */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description OK: Trade a refresh token for a new token pair (each refresh token works once) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: strong-password
                     * @description At least 8 characters with an upper-case letter, a lower-case letter, a digit and a character that is none of these.
                     */
                    new_password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK: Set a new password with the token from the reset e-mail (single use, one hour) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postAuthSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @description The token of an invitation link: the account joins its organization (the referral code is then ignored) */
                    invitationToken?: string;
                    locale?: "en" | "ar";
                    /**
                     * Format: strong-password
                     * @description At least 8 characters with an upper-case letter, a lower-case letter, a digit and a character that is none of these.
                     */
                    password: string;
                    /**
                     * Format: phone
                     * @description A phone number as people write it (0791234567, +962 79 123 4567, 00962…, Arabic-Indic digits); Jordanian unless it starts with a country code. Stored and returned in E.164 (+962791234567).
                     */
                    phoneNumber?: string;
                    referralCode?: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Created: Create an account (optionally joining an organization with its referral code) */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listCouriers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Active couriers with logo, website, service types and the regions they cover */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CatalogueCourier"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: What an invitation link invites to, and whether the invited e-mail has an account */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postInvitationAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's organization and role in it; or their latest application (pending or rejected, role null); or nothing. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyOrganization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getLocationsNearest: {
        parameters: {
            query: {
                lat: number;
                lng: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The village or city of the reference data nearest to a point */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NearestLocation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLookupsCities: {
        parameters: {
            query?: {
                countryId?: string;
                regionId?: string;
                /** @description Any value: bypasses a cached answer */
                v?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Cities of a region or a country */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CityLookup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLookupsCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Countries, by name */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CountryLookup"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLookupsCouriers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Active couriers (inactive ones are hidden from users) with the types they support */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["CourierLookup"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getLookupsCourierLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A courier's logo image */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLookupsParcelTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Active parcel types with their dimensions */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ParcelTypeLookup"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLookupsRegions: {
        parameters: {
            query?: {
                countryId?: string;
                /** @description Any value: bypasses a cached answer */
                v?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Regions, optionally of one country */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["RegionLookup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLookupsServiceTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Active service types */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TypeLookup"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLookupsShipmentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Active shipment types */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TypeLookup"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listLookupsVillages: {
        parameters: {
            query?: {
                cityId?: string;
                /** @description Any value: bypasses a cached answer */
                v?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Villages, optionally of one city */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["VillageLookup"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's organization and role in it; or their latest application (pending or rejected, role null); or nothing. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyOrganization"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    email?: string | null;
                    name: string;
                    phoneNumber?: string | null;
                    taxNumber?: string | null;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description The caller's organization and role in it; or their latest application (pending or rejected, role null); or nothing. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyOrganization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    email?: string | null;
                    name: string;
                    phoneNumber?: string | null;
                    taxNumber?: string | null;
                };
            };
        };
        responses: {
            /** @description The caller's organization and role in it; or their latest application (pending or rejected, role null); or nothing. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyOrganization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteOrganizationApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Withdraw one's own pending application (the organization is deleted) */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOrganizationInvitations: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
                status?: "pending" | "accepted" | "revoked" | "expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The organization's invitations, newest first (org admin; filter by status) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["OrganizationInvitation"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createOrganizationInvitation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emails: string[];
                    /** @description 2 organization admin, 3 organization user */
                    role: 2 | 3;
                };
            };
        };
        responses: {
            /** @description Created: Invite people by e-mail with a role (org admin). A member of the caller's organization is refused, naming it (and nothing is written); any other address is invited alike, whoever has it; an address with a pending invitation gets that invitation again (a new link). Every address counts against the organization's invitation limit, refused or not */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["OrganizationInvitation"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteOrganizationInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Revoke an invitation (org admin): its link stops working */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postOrganizationInvitationResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Send a pending or expired invitation again: a new link, valid for 7 days; the old link stops working */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postOrganizationJoin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    referralCode: string;
                };
            };
        };
        responses: {
            /** @description The caller's organization and role in it; or their latest application (pending or rejected, role null); or nothing. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyOrganization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postOrganizationLeave: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Leave the organization: the caller becomes an individual user; the last org admin cannot leave */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listOrganizationMembers: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The organization's members (any member; search by name or e-mail; sort: username, email, role, joinedAt (prefix - for descending)) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["OrganizationMember"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateOrganizationMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 2 organization admin, 3 organization user */
                    role: 2 | 3;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Change a member's role (org admin); the last org admin cannot be demoted */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteOrganizationMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Remove a member (org admin): they become an individual user; the organization's shipments and addresses stay with it */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postOrganizationReferralCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's organization and role in it; or their latest application (pending or rejected, role null); or nothing. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyOrganization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listPartnerShipments: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
                /** @description Only these statuses (repeat the parameter) */
                status?: number[];
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Shipments handed to the calling courier, newest first; filter by status or last change */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PartnerShipment"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getPartnerShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trackingNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One shipment handed to the calling courier */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerShipment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postPartnerShipmentEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trackingNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cityId?: string | null;
                    /** @description The courier's own id of the event: sending it again changes nothing */
                    eventId: string;
                    location?: string | null;
                    note?: string | null;
                    /** Format: date-time */
                    occurredAt?: string;
                    /** @description 2 pick-up, 3 on-going, 4 delivered, 6 returned */
                    status: 2 | 3 | 4 | 6;
                };
            };
        };
        responses: {
            /** @description OK: Post a tracking event: idempotent on eventId; only the allowed transitions (409 otherwise) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            /** Format: uuid */
                            id: string;
                            location: string | null;
                            note: string | null;
                            /** Format: date-time */
                            occurredAt: string;
                            status: number;
                        };
                        /** @description True when this event id had been received before (nothing changed) */
                        replayed: boolean;
                        status: number;
                        trackingNumber: string;
                    };
                };
            };
            /** @description Created: Post a tracking event: idempotent on eventId; only the allowed transitions (409 otherwise) */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        event: {
                            city: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            /** Format: uuid */
                            id: string;
                            location: string | null;
                            note: string | null;
                            /** Format: date-time */
                            occurredAt: string;
                            status: number;
                        };
                        /** @description True when this event id had been received before (nothing changed) */
                        replayed: boolean;
                        status: number;
                        trackingNumber: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getRecipientNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The caller's recipient notification settings (the defaults until saved) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientNotificationSettings"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateRecipientNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Per status event: processed, picked up, on going (out for delivery), delivered, returned, cancelled */
                    channels: {
                        cancelled: {
                            /** @description An e-mail to a recipient address that has one */
                            email: boolean;
                            /** @description An SMS to the recipient phone (each one is charged) */
                            sms: boolean;
                        };
                        delivered: {
                            /** @description An e-mail to a recipient address that has one */
                            email: boolean;
                            /** @description An SMS to the recipient phone (each one is charged) */
                            sms: boolean;
                        };
                        onGoing: {
                            /** @description An e-mail to a recipient address that has one */
                            email: boolean;
                            /** @description An SMS to the recipient phone (each one is charged) */
                            sms: boolean;
                        };
                        pickedUp: {
                            /** @description An e-mail to a recipient address that has one */
                            email: boolean;
                            /** @description An SMS to the recipient phone (each one is charged) */
                            sms: boolean;
                        };
                        processed: {
                            /** @description An e-mail to a recipient address that has one */
                            email: boolean;
                            /** @description An SMS to the recipient phone (each one is charged) */
                            sms: boolean;
                        };
                        returned: {
                            /** @description An e-mail to a recipient address that has one */
                            email: boolean;
                            /** @description An SMS to the recipient phone (each one is charged) */
                            sms: boolean;
                        };
                    };
                    /** @description Where recipients’ replies go (null: nowhere) */
                    replyTo: string | null;
                    /** @description The name recipients see (null: the organization's, else the user's name) */
                    senderName: string | null;
                    /** @description SMS may go out between 22:00 and 08:00 Amman time (otherwise they wait for 08:00) */
                    smsAtNight: boolean;
                };
            };
        };
        responses: {
            /** @description OK: Replaces the caller's recipient notification settings (the logo has its own operations) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientNotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postRecipientNotificationsLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description A PNG, JPEG or WebP image, at most 262144 bytes
                     */
                    logo: string;
                };
            };
        };
        responses: {
            /** @description OK: Upload the sender's logo shown to recipients (multipart field "logo": a PNG, JPEG or WebP image of at most 256 KB; stored as a PNG of at most 512 × 512) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientNotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteRecipientNotificationsLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Remove the sender's logo (recipients then see the sender's name alone) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientNotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getRecipientNotificationsLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A sender's logo image (as recipients see it) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postRecipientNotificationsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description processed, pickedUp, onGoing, delivered, returned or cancelled */
                    event: "processed" | "pickedUp" | "onGoing" | "delivered" | "returned" | "cancelled";
                    /** @description en or ar: the language messages to this person are written in */
                    language: "en" | "ar";
                    /** @description A sender name not saved yet, to preview before saving (absent: the saved one; null: the default) */
                    senderName?: string | null;
                };
            };
        };
        responses: {
            /** @description OK: What a recipient would receive for an event in a language: the e-mail (subject, HTML, text) and the SMS with its parts, from the templates the real messages use */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecipientNotificationPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getReferralCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                referralCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What a referral code joins: the organization’s name and nothing else about it */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralCodePreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The last 30 days by day (shipments, spend), top couriers and destinations; for the super user the platform’s waiting work */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsShipments: {
        parameters: {
            query: {
                /** @description An Amman calendar day: the first of the period */
                dateFrom: string;
                /** @description An Amman calendar day: the last of the period */
                dateTo: string;
                /** @description courier (partner), destination city, origin city, or user (user-report) */
                groupBy?: "courier" | "destination" | "origin" | "user";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Booked shipments created in the period, grouped by courier, destination, origin or user: counts, COD and cost, busiest first */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentsReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsShipmentsExport: {
        parameters: {
            query: {
                /** @description An Amman calendar day: the first of the period */
                dateFrom: string;
                /** @description An Amman calendar day: the last of the period */
                dateTo: string;
                format?: "csv" | "xlsx";
                /** @description courier (partner), destination city, origin city, or user (user-report) */
                groupBy?: "courier" | "destination" | "origin" | "user";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The shipments report as CSV (UTF-8 with BOM, spreadsheet-safe) or Excel (XLSX) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getReportsStatistics: {
        parameters: {
            query: {
                /** @description An Amman calendar day: the first of the period */
                dateFrom: string;
                /** @description An Amman calendar day: the last of the period */
                dateTo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The five busiest couriers, origin cities and destination cities of the period, and users for those with `user-report` */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listShipments: {
        parameters: {
            query?: {
                courierId?: string;
                dateFrom?: string;
                dateTo?: string;
                importId?: string;
                page?: number;
                pageSize?: number;
                q?: string;
                /** @description Only shipments with exactly this reference (the sender's own, case and spaces as stored) */
                reference?: string;
                sort?: string;
                /** @description all: every shipment, drafts included; draft: saved, not booked; active: booked and not finished (pending, pick-up, on-going); pending: booked, waiting for pick-up; in-transit: picked up; on-going: out for delivery; delivered; returned; cancelled */
                tab?: "all" | "pending" | "in-transit" | "delivered" | "returned" | "on-going" | "cancelled" | "draft" | "active";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Shipments the caller may see: tab, search (tracking number or recipient), courier and date filters, sort, pages */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ShipmentListItem"][];
                        page: number;
                        pageSize: number;
                        total: number;
                        /** @description True when there are more rows than `total`: the count stopped at 1,000 (or at the end of the page asked for, when further) instead of counting every row. Show it as "1,000+"; the next page exists. */
                        totalIsCapped: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createShipment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description Cash on delivery amount in fils (JOD × 1000)
                     */
                    codAmountFils?: number;
                    heightCm?: number | null;
                    lengthCm?: number | null;
                    parcelNotes?: string | null;
                    /** Format: int32 */
                    parcelQuantity?: number;
                    parcelTypeId?: string | null;
                    paymentType?: "cod" | "prepaid";
                    recipient?: {
                        addressLine: string;
                        buildingNumber?: string | null;
                        /** Format: uuid */
                        cityId: string;
                        /** Format: uuid */
                        countryId: string;
                        email?: string | null;
                        language?: ("en" | "ar") | null;
                        name: string;
                        /**
                         * Format: phone
                         * @description A phone number as people write it (0791234567, +962 79 123 4567, 00962…, Arabic-Indic digits); Jordanian unless it starts with a country code. Stored and returned in E.164 (+962791234567).
                         */
                        phoneNumber: string;
                        regionId?: string | null;
                        villageId?: string | null;
                    } | null;
                    recipientAddressId?: string | null;
                    reference?: string | null;
                    senderAddressId?: string | null;
                    serviceTypeId?: string | null;
                    shipmentTypeId?: string | null;
                    weightKg?: number | null;
                    widthCm?: number | null;
                };
            };
        };
        responses: {
            /** @description Created: Save a draft shipment (any step of the wizard) */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A shipment with its parties, price, dates and timeline */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteShipment: {
        parameters: {
            query?: {
                version?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Delete a draft */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description Cash on delivery amount in fils (JOD × 1000)
                     */
                    codAmountFils?: number;
                    heightCm?: number | null;
                    lengthCm?: number | null;
                    parcelNotes?: string | null;
                    /** Format: int32 */
                    parcelQuantity?: number;
                    parcelTypeId?: string | null;
                    paymentType?: "cod" | "prepaid";
                    recipient?: {
                        addressLine: string;
                        buildingNumber?: string | null;
                        /** Format: uuid */
                        cityId: string;
                        /** Format: uuid */
                        countryId: string;
                        email?: string | null;
                        language?: ("en" | "ar") | null;
                        name: string;
                        /**
                         * Format: phone
                         * @description A phone number as people write it (0791234567, +962 79 123 4567, 00962…, Arabic-Indic digits); Jordanian unless it starts with a country code. Stored and returned in E.164 (+962791234567).
                         */
                        phoneNumber: string;
                        regionId?: string | null;
                        villageId?: string | null;
                    } | null;
                    recipientAddressId?: string | null;
                    reference?: string | null;
                    senderAddressId?: string | null;
                    serviceTypeId?: string | null;
                    shipmentTypeId?: string | null;
                    /** Format: int32 */
                    version: number;
                    weightKg?: number | null;
                    widthCm?: number | null;
                };
            };
        };
        responses: {
            /** @description OK: Update a draft (with its current version; 409 when stale or no longer a draft) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postShipmentCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    /** Format: int32 */
                    version?: number;
                };
            };
        };
        responses: {
            /** @description OK: Cancel a draft or a pending shipment (409 otherwise) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getShipmentLabel: {
        parameters: {
            query?: {
                size?: "4x6" | "a4";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The shipping label PDF (4×6 in or A4) with a Code 128 barcode of the tracking number */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postShipmentProcess: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    courierId: string;
                    /** Format: uuid */
                    serviceTypeId: string;
                };
            };
        };
        responses: {
            /** @description OK: Process a draft with a courier and service from its rates: re-priced, tracking number, status pending (idempotent) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Shipment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getShipmentRates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Live rates for a saved draft, priced on the server from the rate table ('area not covered' when none) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        covered: boolean;
                        items: components["schemas"]["ShipmentRate"][];
                        /** @description 'Area not covered' in the caller's language when no courier covers the route */
                        message?: string;
                        /** @description The chargeable weight of the shipment and why, the same for every rate */
                        weight: {
                            /** @description The weight entered (or the parcel type’s), all pieces */
                            actualKg: number;
                            /** @description 'volumetric' when the parcels are charged by their volume rather than their weight */
                            basis: "actual" | "volumetric";
                            /** @description What every rate is priced on: the larger, rounded up to 0.5 kg */
                            chargeableKg: number;
                            /** @description L×W×H/5000 of all pieces */
                            volumetricKg: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    rateShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Live rates for a saved draft, priced on the server from the rate table ('area not covered' when none) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        covered: boolean;
                        items: components["schemas"]["ShipmentRate"][];
                        /** @description 'Area not covered' in the caller's language when no courier covers the route */
                        message?: string;
                        /** @description The chargeable weight of the shipment and why, the same for every rate */
                        weight: {
                            /** @description The weight entered (or the parcel type’s), all pieces */
                            actualKg: number;
                            /** @description 'volumetric' when the parcels are charged by their volume rather than their weight */
                            basis: "actual" | "volumetric";
                            /** @description What every rate is priced on: the larger, rounded up to 0.5 kg */
                            chargeableKg: number;
                            /** @description L×W×H/5000 of all pieces */
                            volumetricKg: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelShipments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every shipment the list shows under this tab, search and filters */
                    filter?: {
                        /** Format: uuid */
                        courierId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** Format: uuid */
                        importId?: string;
                        q?: string;
                        /** @description Only shipments with exactly this reference (the sender's own, case and spaces as stored) */
                        reference?: string;
                        sort?: string;
                        tab?: "all" | "pending" | "in-transit" | "delivered" | "returned" | "on-going" | "cancelled" | "draft" | "active";
                    };
                    /** @description Shipments by id; another owner's are left out (or reported not found), never touched */
                    ids?: string[];
                    note?: string;
                };
            };
        };
        responses: {
            /** @description OK: Cancel the selection (at most 500), each on its own: each shipment's outcome, cancelled or why not */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkCancelResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    printShipmentLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every shipment the list shows under this tab, search and filters */
                    filter?: {
                        /** Format: uuid */
                        courierId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** Format: uuid */
                        importId?: string;
                        q?: string;
                        /** @description Only shipments with exactly this reference (the sender's own, case and spaces as stored) */
                        reference?: string;
                        sort?: string;
                        tab?: "all" | "pending" | "in-transit" | "delivered" | "returned" | "on-going" | "cancelled" | "draft" | "active";
                    };
                    /** @description Shipments by id; another owner's are left out (or reported not found), never touched */
                    ids?: string[];
                    /** @default 4x6 */
                    size: "4x6" | "a4";
                };
            };
        };
        responses: {
            /** @description OK: The labels of the selection as one PDF (4×6 in or A4), at most 500; drafts and cancelled ones left out and counted (X-Labels-Skipped) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    exportShipments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every shipment the list shows under this tab, search and filters */
                    filter?: {
                        /** Format: uuid */
                        courierId?: string;
                        /** Format: date */
                        dateFrom?: string;
                        /** Format: date */
                        dateTo?: string;
                        /** Format: uuid */
                        importId?: string;
                        q?: string;
                        /** @description Only shipments with exactly this reference (the sender's own, case and spaces as stored) */
                        reference?: string;
                        sort?: string;
                        tab?: "all" | "pending" | "in-transit" | "delivered" | "returned" | "on-going" | "cancelled" | "draft" | "active";
                    };
                    /** @default csv */
                    format: "csv" | "xlsx";
                    /** @description Shipments by id; another owner's are left out (or reported not found), never touched */
                    ids?: string[];
                };
            };
        };
        responses: {
            /** @description OK: The selection or the filtered list as CSV or XLSX, streamed, one row per shipment (at most 100,000; X-Total-Rows says how many) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv; charset=utf-8": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listShipmentsImports: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                q?: string;
                sort?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The caller's imports (q: file name), newest first */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ShipmentImportListItem"][];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createShipmentsImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The CSV file (UTF-8; the template's columns, English or Arabic headers), at most 5242880 bytes
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created: Create one draft per row of a CSV file (multipart field "file", at most 5 MB and 10,000 rows): every row valid, or nothing is written */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        import: components["schemas"]["ShipmentImport"];
                        /** @description The drafts created, in the order of the rows */
                        shipmentIds: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getShipmentsImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One import with its shipments counted (drafts left, processed) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentImportListItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postShipmentsImportBatchBuy: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Rows to book at the price shown; a row with nulls (no courier covers it) is kept as not covered */
                    rows: {
                        courierId: null | string;
                        priceFils: null | number;
                        /** Format: int32 */
                        row: number;
                        serviceTypeId: null | string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK: Book a chunk of rows at the prices shown: a row whose price changed since is held back with its new price; each outcome is kept */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            courierId: string | null;
                            field: string | null;
                            message: string | null;
                            newPriceFils: number | null;
                            outcome: "processed" | "notCovered" | "failed" | "priceChanged";
                            priceFils: number | null;
                            row: number;
                            serviceTypeId: string | null;
                            /** Format: uuid */
                            shipmentId: string;
                            trackingNumber: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postShipmentsImportBatchPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    courierId?: string;
                    /**
                     * @description Per-row choices, over the rule
                     * @default []
                     */
                    overrides: {
                        /** Format: uuid */
                        courierId: string;
                        /** Format: int32 */
                        row: number;
                        /** Format: uuid */
                        serviceTypeId: string;
                    }[];
                    /**
                     * Format: int32
                     * @default 1
                     */
                    page: number;
                    /**
                     * Format: int32
                     * @default 100
                     */
                    pageSize: number;
                    /** @description How each row's courier service is chosen: `service` is one courier and service for all */
                    rule: "cheapest" | "fastest" | "cheapestWithin" | "service";
                    /**
                     * @description `retry`: only the drafts whose last outcome was not a booking (failed, held back, not covered)
                     * @default all
                     */
                    scope: "all" | "retry";
                    /** Format: uuid */
                    serviceTypeId?: string;
                    /**
                     * Format: int32
                     * @description cheapestWithin: the most working days in transit
                     */
                    withinDays?: number;
                };
            };
        };
        responses: {
            /** @description OK: Preview buying the upload's drafts: each row's courier services with price and days, the one the rule or an override chooses, and the total */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every chosen row (all pages): send them to buy, each with the price shown */
                        choices: {
                            /** Format: uuid */
                            courierId: string;
                            priceFils: number;
                            row: number;
                            /** Format: uuid */
                            serviceTypeId: string;
                        }[];
                        chosenCount: number;
                        duplicateCount: number;
                        page: number;
                        pageSize: number;
                        /** @description One page of the rows, in file order */
                        rows: {
                            chosen: {
                                /** Format: uuid */
                                courierId: string;
                                priceFils: number;
                                /** Format: uuid */
                                serviceTypeId: string;
                                transitDays: number;
                            } | null;
                            city: {
                                name: string;
                                nameAr: string;
                            } | null;
                            /** @description Another shipment of the owner has this reference too */
                            duplicateReference: boolean;
                            options: {
                                /** Format: uuid */
                                courierId: string;
                                courierName: string;
                                courierNameAr: string;
                                priceFils: number;
                                serviceName: string;
                                serviceNameAr: string;
                                /** Format: uuid */
                                serviceTypeId: string;
                                transitDays: number;
                            }[];
                            problem: {
                                field: string | null;
                                /** @description Why, in the caller’s language */
                                message: string;
                            } | null;
                            recipientName: string | null;
                            reference: string | null;
                            /** @description The file row */
                            row: number;
                            /** Format: uuid */
                            shipmentId: string;
                        }[];
                        /** @description Rows previewed (all pages) */
                        total: number;
                        /** @description The sum of the chosen prices over all rows: what buying them charges */
                        totalFils: number;
                        /** @description Every row without a choice (all pages), with why */
                        uncovered: {
                            field: string | null;
                            message: string;
                            row: number;
                            /** Format: uuid */
                            shipmentId: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listShipmentsImportBatchResults: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Each bought row's last outcome, in file order, with the counts and the total booked */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The sum of the booked prices */
                        bookedFils: number;
                        counts: {
                            failed: number;
                            notCovered: number;
                            priceChanged: number;
                            processed: number;
                        };
                        items: {
                            courier: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            courierId: string | null;
                            field: string | null;
                            message: string | null;
                            newPriceFils: number | null;
                            outcome: "processed" | "notCovered" | "failed" | "priceChanged";
                            priceFils: number | null;
                            recipientName: string | null;
                            reference: string | null;
                            row: number;
                            serviceType: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                nameAr: string;
                            } | null;
                            serviceTypeId: string | null;
                            /** Format: uuid */
                            shipmentId: string;
                            trackingNumber: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getShipmentsImportLabels: {
        parameters: {
            query?: {
                /** @description Labels 500 at a time, in file order: part 2 is the processed shipments 501–1000 */
                part?: number;
                size?: "4x6" | "a4";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The labels of the upload's processed shipments, cancelled ones left out, as one PDF, one label per page (500 per part) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postShipmentsImportProcess: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409. */
                "idempotency-key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description Continue after this file row (the previous answer’s lastRow); 0 to start
                     * @default 0
                     */
                    afterRow: number;
                    /** Format: uuid */
                    courierId: string;
                    /**
                     * Format: int32
                     * @description Drafts processed by this call
                     * @default 25
                     */
                    limit: number;
                    /** Format: uuid */
                    serviceTypeId: string;
                };
            };
        };
        responses: {
            /** @description OK: Process the upload's next drafts (file order, after `afterRow`) with one courier and service; each draft gets its own result */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The last row this call looked at: send it as afterRow to continue */
                        lastRow: number;
                        /** @description Drafts of the upload after lastRow */
                        remaining: number;
                        results: {
                            message: string | null;
                            outcome: "processed" | "notCovered" | "failed";
                            priceFils: number | null;
                            /** @description The file row the draft came from */
                            row: number;
                            /** Format: uuid */
                            shipmentId: string;
                            trackingNumber: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getShipmentsImportsTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV, its headers in the caller’s language (answers vary by Accept-Language) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    quoteRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    heightCm?: number | null;
                    lengthCm?: number | null;
                    /** Format: int32 */
                    parcelQuantity: number;
                    parcelTypeId?: string | null;
                    recipient?: {
                        addressLine: string;
                        buildingNumber?: string | null;
                        /** Format: uuid */
                        cityId: string;
                        /** Format: uuid */
                        countryId: string;
                        email?: string | null;
                        language?: ("en" | "ar") | null;
                        name: string;
                        /**
                         * Format: phone
                         * @description A phone number as people write it (0791234567, +962 79 123 4567, 00962…, Arabic-Indic digits); Jordanian unless it starts with a country code. Stored and returned in E.164 (+962791234567).
                         */
                        phoneNumber: string;
                        regionId?: string | null;
                        villageId?: string | null;
                    };
                    /** Format: uuid */
                    recipientAddressId?: string;
                    /** Format: uuid */
                    senderAddressId: string;
                    shipmentTypeId?: string | null;
                    weightKg?: number | null;
                    widthCm?: number | null;
                };
            };
        };
        responses: {
            /** @description OK: Live rates for a shipment not saved yet: one row per courier and service covering the route */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        covered: boolean;
                        items: components["schemas"]["ShipmentRate"][];
                        /** @description 'Area not covered' in the caller's language when no courier covers the route */
                        message?: string;
                        /** @description The chargeable weight of the shipment and why, the same for every rate */
                        weight: {
                            /** @description The weight entered (or the parcel type’s), all pieces */
                            actualKg: number;
                            /** @description 'volumetric' when the parcels are charged by their volume rather than their weight */
                            basis: "actual" | "volumetric";
                            /** @description What every rate is priced on: the larger, rounded up to 0.5 kg */
                            chargeableKg: number;
                            /** @description L×W×H/5000 of all pieces */
                            volumetricKg: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getShipmentsTabCounts: {
        parameters: {
            query?: {
                courierId?: string;
                dateFrom?: string;
                dateTo?: string;
                importId?: string;
                q?: string;
                /** @description Only shipments with exactly this reference (the sender's own, case and spaces as stored) */
                reference?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: How many shipments each list tab holds, in one call, under the same search and filters */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShipmentTabCounts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getTracking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trackingNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A shipment's public tracking: status, dates and city-level timeline ('No tracking data' when unknown) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicTracking"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postTrackingSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trackingNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How the updates are sent: e-mail, or SMS when the parcel owner has turned SMS on for the event */
                    channel: "email" | "sms";
                    /** @description An e-mail address, or a phone number (local Jordanian or international) */
                    to: string;
                };
            };
        };
        responses: {
            /** @description 202: Asks for a parcel's updates: sends a 6-digit code to the e-mail or phone (15 minutes) */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateCodeSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postTrackingSubscriptionsConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                trackingNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How the updates are sent: e-mail, or SMS when the parcel owner has turned SMS on for the event */
                    channel: "email" | "sms";
                    /** @description The 6-digit code sent to the address */
                    code: string;
                    to: string;
                };
            };
        };
        responses: {
            /** @description OK: Confirms the code: the address then receives the parcel's later status messages */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatesConfirmed"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The caller's webhook endpoints, newest first (at most 10) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any unique value (a UUID) per create: a retry with the same key and body within 24 hours replays the first successful answer (`Idempotent-Replayed: true`) instead of doing it twice; the same key with another body answers 422 IDEMPOTENCY_MISMATCH; while the first is still running, 409. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    events: ("shipment.created" | "shipment.processed" | "shipment.status_changed" | "shipment.cancelled" | "import.completed")[];
                    /** @description An https:// address without user name or password */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created: Add an endpoint: its signing secret (whsec_…) is in this answer only */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevealedWebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: One endpoint (never its secret) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: no content: Remove an endpoint and its deliveries */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    events?: ("shipment.created" | "shipment.processed" | "shipment.status_changed" | "shipment.cancelled" | "import.completed")[];
                    /** @description An https:// address without user name or password */
                    url?: string;
                    /** Format: int32 */
                    version: number;
                };
            };
        };
        responses: {
            /** @description OK: Change the address, the events or whether it is on (with its current version; 409 when stale) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: The latest 50 deliveries to this endpoint, each with its attempts (kept 30 days) */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attempts: {
                                /** Format: date-time */
                                at: string;
                                durationMs: number;
                                error: string | null;
                                /** @description The first 500 characters of the answer */
                                response: string | null;
                                /** @description What the receiver answered; null on a network error or timeout */
                                statusCode: number | null;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            deliveredAt: string | null;
                            /** Format: uuid */
                            eventId: string;
                            eventType: string;
                            /** Format: uuid */
                            id: string;
                            nextAttemptAt: string | null;
                            status: "pending" | "sending" | "delivered" | "failed";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postWebhookDeliveryResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 202: Send a delivery again now (a new attempt, retried for another three days if it fails) */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postWebhookRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: A new signing secret, shown this once; the previous one signs beside it for 24 h */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevealedWebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    postWebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 202: Queue a `webhook.test` event to this endpoint (sent like any other, signed and retried) */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        deliveryId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    receiveImportCompleted: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id`, the same on every retry.
                 * @example 0f6f3c3e-2f5e-4a51-9d3c-6a8f0e3b9c1d
                 */
                "Portal-Event-Id": string;
                /**
                 * @description The event's `type`.
                 * @example shipment.processed
                 */
                "Portal-Event-Type": string;
                /**
                 * @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`; two `v1` values for 24 h after a secret is rotated. Verify it (docs/webhooks.md) before trusting the body.
                 * @example t=1795772400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "Portal-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportCompletedEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx will do; the body is ignored beyond its first 500 characters). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveShipmentCancelled: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id`, the same on every retry.
                 * @example 0f6f3c3e-2f5e-4a51-9d3c-6a8f0e3b9c1d
                 */
                "Portal-Event-Id": string;
                /**
                 * @description The event's `type`.
                 * @example shipment.processed
                 */
                "Portal-Event-Type": string;
                /**
                 * @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`; two `v1` values for 24 h after a secret is rotated. Verify it (docs/webhooks.md) before trusting the body.
                 * @example t=1795772400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "Portal-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx will do; the body is ignored beyond its first 500 characters). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveShipmentCreated: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id`, the same on every retry.
                 * @example 0f6f3c3e-2f5e-4a51-9d3c-6a8f0e3b9c1d
                 */
                "Portal-Event-Id": string;
                /**
                 * @description The event's `type`.
                 * @example shipment.processed
                 */
                "Portal-Event-Type": string;
                /**
                 * @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`; two `v1` values for 24 h after a secret is rotated. Verify it (docs/webhooks.md) before trusting the body.
                 * @example t=1795772400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "Portal-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx will do; the body is ignored beyond its first 500 characters). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveShipmentProcessed: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id`, the same on every retry.
                 * @example 0f6f3c3e-2f5e-4a51-9d3c-6a8f0e3b9c1d
                 */
                "Portal-Event-Id": string;
                /**
                 * @description The event's `type`.
                 * @example shipment.processed
                 */
                "Portal-Event-Type": string;
                /**
                 * @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`; two `v1` values for 24 h after a secret is rotated. Verify it (docs/webhooks.md) before trusting the body.
                 * @example t=1795772400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "Portal-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx will do; the body is ignored beyond its first 500 characters). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveShipmentStatusChanged: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id`, the same on every retry.
                 * @example 0f6f3c3e-2f5e-4a51-9d3c-6a8f0e3b9c1d
                 */
                "Portal-Event-Id": string;
                /**
                 * @description The event's `type`.
                 * @example shipment.processed
                 */
                "Portal-Event-Type": string;
                /**
                 * @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`; two `v1` values for 24 h after a secret is rotated. Verify it (docs/webhooks.md) before trusting the body.
                 * @example t=1795772400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "Portal-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShipmentEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx will do; the body is ignored beyond its first 500 characters). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The event's `id`, the same on every retry.
                 * @example 0f6f3c3e-2f5e-4a51-9d3c-6a8f0e3b9c1d
                 */
                "Portal-Event-Id": string;
                /**
                 * @description The event's `type`.
                 * @example shipment.processed
                 */
                "Portal-Event-Type": string;
                /**
                 * @description `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`; two `v1` values for 24 h after a secret is rotated. Verify it (docs/webhooks.md) before trusting the body.
                 * @example t=1795772400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
                 */
                "Portal-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Received (any 2xx will do; the body is ignored beyond its first 500 characters). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
