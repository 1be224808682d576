// Generated from the OpenAPI document by packages/protect-server/scripts/generate-openapi.ts. Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and readiness: the database is migrated and answers */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and a session */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in from a device; refused with 409 DEVICE_LOCKED on a device locked to another account */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke the current session */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's profile */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/install-event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a (re-)install of the app */
        post: operations["postProfileMeInstallEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/diga-banner-dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss the DiGA banner */
        post: operations["postProfileMeDigaBannerDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/calls-enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opt in or out of calls */
        post: operations["postMeCallsEnabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/presence-visibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show or hide presence to followers */
        post: operations["postMePresenceVisibility"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/last-seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Presence heartbeat */
        post: operations["postMeLastSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/mdm-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report whether the device is MDM-managed */
        post: operations["postUsersMeMdmStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/nickname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the nickname (2–30 characters, trimmed) */
        patch: operations["patchProfileMeNickname"];
        trace?: never;
    };
    "/api/profile/me/onboarding-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Advance onboarding: welcome → nickname → block → done, forward only */
        patch: operations["patchProfileMeOnboardingStep"];
        trace?: never;
    };
    "/api/profile/me/demographics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw consent: null every demographic field */
        delete: operations["deleteProfileMeDemographics"];
        options?: never;
        head?: never;
        /** Write demographic fields (stamps consent; may award the one-week pro trial) */
        patch: operations["patchProfileMeDemographics"];
        trace?: never;
    };
    "/api/users/me/push-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register (upsert) this device's push token */
        post: operations["postUsersMePushToken"];
        /** Disable one of the caller's push tokens (kept, marked disabled) */
        delete: operations["deleteUsersMePushToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's plan, grace period and plan limits */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /** Delete the caller's account (password required): soft delete, personal data scrubbed */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plan/change-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gains, keeps and losses per resource axis if the caller moved to another plan */
        get: operations["getPlanChangePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/onboarding/redeem-diga-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem a DiGA code: sets the code's plan and finishes onboarding */
        post: operations["postOnboardingRedeemDigaCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verify-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller is an admin */
        get: operations["getAdminVerifyAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a user's plan (and founding-member flag); runs plan reconciliation */
        post: operations["postAdminUsersByIdPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Payment-provider webhook: signed subscription events change the plan (see README) */
        post: operations["postPaymentsWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database is migrated and answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
            /** @description Not ready yet, or the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                    };
                };
            };
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
                    email: string;
                    password: string;
                    nickname?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            id: string;
                            email: string;
                            nickname: string | null;
                            /** @enum {string} */
                            plan: "free" | "pro" | "legend";
                            foundingMember: boolean;
                            /** @enum {string} */
                            onboardingStep: "welcome" | "nickname" | "block" | "done";
                            callsEnabled: boolean;
                            presenceVisible: boolean;
                            chatPushEnabled: boolean;
                            mdmManaged: boolean;
                            mdmDetectedAt: string | null;
                            coachVoiceId: string | null;
                            demographics: {
                                birthYear: number | null;
                                gender: string | null;
                                maritalStatus: string | null;
                                profession: string | null;
                                bundesland: string | null;
                                city: string | null;
                                employmentStatus: string | null;
                                shiftWork: boolean | null;
                                industry: string | null;
                                jobTenure: string | null;
                                demographicsConsentAt: string | null;
                                demographicsWithdrawnAt: string | null;
                            };
                            proTrialStartedAt: string | null;
                            proTrialExpiresAt: string | null;
                            proTrialSource: string | null;
                            proTrialUsedAt: string | null;
                            digaBannerDismissedAt: string | null;
                            digaCodeRedeemedAt: string | null;
                            lastInstallAt: string | null;
                            lastSeenAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `email_taken`: an account with this e-mail exists. `invalid_transition`: the change is not allowed from the current state. `device_locked`: this device is locked to another account (`code: DEVICE_LOCKED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "email_taken" | "invalid_transition" | "device_locked";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `quota_exceeded`: the daily quota is used up. `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "quota_exceeded" | "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header: {
                "x-device-id": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            id: string;
                            email: string;
                            nickname: string | null;
                            /** @enum {string} */
                            plan: "free" | "pro" | "legend";
                            foundingMember: boolean;
                            /** @enum {string} */
                            onboardingStep: "welcome" | "nickname" | "block" | "done";
                            callsEnabled: boolean;
                            presenceVisible: boolean;
                            chatPushEnabled: boolean;
                            mdmManaged: boolean;
                            mdmDetectedAt: string | null;
                            coachVoiceId: string | null;
                            demographics: {
                                birthYear: number | null;
                                gender: string | null;
                                maritalStatus: string | null;
                                profession: string | null;
                                bundesland: string | null;
                                city: string | null;
                                employmentStatus: string | null;
                                shiftWork: boolean | null;
                                industry: string | null;
                                jobTenure: string | null;
                                demographicsConsentAt: string | null;
                                demographicsWithdrawnAt: string | null;
                            };
                            proTrialStartedAt: string | null;
                            proTrialExpiresAt: string | null;
                            proTrialSource: string | null;
                            proTrialUsedAt: string | null;
                            digaBannerDismissedAt: string | null;
                            digaCodeRedeemedAt: string | null;
                            lastInstallAt: string | null;
                            lastSeenAt: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `email_taken`: an account with this e-mail exists. `invalid_transition`: the change is not allowed from the current state. `device_locked`: this device is locked to another account (`code: DEVICE_LOCKED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "email_taken" | "invalid_transition" | "device_locked";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `quota_exceeded`: the daily quota is used up. `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "quota_exceeded" | "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postProfileMeInstallEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postProfileMeDigaBannerDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMeCallsEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMePresenceVisibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    visible: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMeLastSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUsersMeMdmStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    managed: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchProfileMeNickname: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nickname: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchProfileMeOnboardingStep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    step: "welcome" | "nickname" | "block" | "done";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `email_taken`: an account with this e-mail exists. `invalid_transition`: the change is not allowed from the current state. `device_locked`: this device is locked to another account (`code: DEVICE_LOCKED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "email_taken" | "invalid_transition" | "device_locked";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteProfileMeDemographics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchProfileMeDemographics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    birthYear?: number | null;
                    gender?: ("female" | "male" | "diverse" | "prefer_not_to_say") | null;
                    maritalStatus?: ("single" | "partnered" | "married" | "divorced" | "widowed" | "prefer_not_to_say") | null;
                    bundesland?: ("DE-BW" | "DE-BY" | "DE-BE" | "DE-BB" | "DE-HB" | "DE-HH" | "DE-HE" | "DE-MV" | "DE-NI" | "DE-NW" | "DE-RP" | "DE-SL" | "DE-SN" | "DE-ST" | "DE-SH" | "DE-TH") | null;
                    city?: string | null;
                    employmentStatus?: ("employed" | "self_employed" | "in_training" | "unemployed" | "retired" | "homemaking" | "other") | null;
                    shiftWork?: boolean | null;
                    industry?: ("agriculture" | "manufacturing" | "construction" | "trade" | "hospitality" | "transport_logistics" | "it_communication" | "finance_insurance" | "public_administration" | "education" | "health_social" | "arts_entertainment" | "other") | null;
                    jobTenure?: ("less_1y" | "1_3y" | "3_5y" | "5_10y" | "more_10y") | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: {
                            id: string;
                            email: string;
                            nickname: string | null;
                            /** @enum {string} */
                            plan: "free" | "pro" | "legend";
                            foundingMember: boolean;
                            /** @enum {string} */
                            onboardingStep: "welcome" | "nickname" | "block" | "done";
                            callsEnabled: boolean;
                            presenceVisible: boolean;
                            chatPushEnabled: boolean;
                            mdmManaged: boolean;
                            mdmDetectedAt: string | null;
                            coachVoiceId: string | null;
                            demographics: {
                                birthYear: number | null;
                                gender: string | null;
                                maritalStatus: string | null;
                                profession: string | null;
                                bundesland: string | null;
                                city: string | null;
                                employmentStatus: string | null;
                                shiftWork: boolean | null;
                                industry: string | null;
                                jobTenure: string | null;
                                demographicsConsentAt: string | null;
                                demographicsWithdrawnAt: string | null;
                            };
                            proTrialStartedAt: string | null;
                            proTrialExpiresAt: string | null;
                            proTrialSource: string | null;
                            proTrialUsedAt: string | null;
                            digaBannerDismissedAt: string | null;
                            digaCodeRedeemedAt: string | null;
                            lastInstallAt: string | null;
                            lastSeenAt: string | null;
                            createdAt: string;
                        };
                        trialAwarded: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUsersMePushToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    platform: "ios" | "android" | "web";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        /** @enum {string} */
                        platform: "ios" | "android" | "web";
                        enabled: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteUsersMePushToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        enabled: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource or route */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        globalBlocklistGraceUntil: string | null;
                        proTrialExpiresAt: string | null;
                        planLimits: {
                            /** @description null: unlimited */
                            mailConnections: number | null;
                            /** @description null: unlimited */
                            protectedDevices: number | null;
                            /** @description null: unlimited */
                            appDevices: number | null;
                            /** @description null: unlimited */
                            customDomains: number | null;
                            /** @description null: unlimited */
                            voiceSecondsPerDay: number | null;
                            /** @enum {string} */
                            blocklistMode: "curated" | "full";
                            coachVoicePicker: boolean;
                            deviceLock: boolean;
                        };
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `quota_exceeded`: the daily quota is used up. `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "quota_exceeded" | "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getPlanChangePreview: {
        parameters: {
            query: {
                to: "free" | "pro" | "legend";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        from: "free" | "pro" | "legend";
                        /** @enum {string} */
                        to: "free" | "pro" | "legend";
                        /** @enum {string} */
                        direction: "upgrade" | "downgrade" | "same";
                        gains: ("mailConnections" | "protectedDevices" | "appDevices" | "customDomains" | "voiceSecondsPerDay" | "blocklistMode" | "coachVoicePicker" | "deviceLock")[];
                        keeps: ("mailConnections" | "protectedDevices" | "appDevices" | "customDomains" | "voiceSecondsPerDay" | "blocklistMode" | "coachVoicePicker" | "deviceLock")[];
                        losses: ("mailConnections" | "protectedDevices" | "appDevices" | "customDomains" | "voiceSecondsPerDay" | "blocklistMode" | "coachVoicePicker" | "deviceLock")[];
                        changes: {
                            /** @enum {string} */
                            resource: "mailConnections" | "protectedDevices" | "appDevices" | "customDomains" | "voiceSecondsPerDay" | "blocklistMode" | "coachVoicePicker" | "deviceLock";
                            from: number | string | boolean | null;
                            to: number | string | boolean | null;
                            /** @enum {string} */
                            effect: "gain" | "keep" | "loss";
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postOnboardingRedeemDigaCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        /** @enum {string} */
                        onboardingStep: "welcome" | "nickname" | "block" | "done";
                        callsEnabled: boolean;
                        presenceVisible: boolean;
                        chatPushEnabled: boolean;
                        mdmManaged: boolean;
                        mdmDetectedAt: string | null;
                        coachVoiceId: string | null;
                        demographics: {
                            birthYear: number | null;
                            gender: string | null;
                            maritalStatus: string | null;
                            profession: string | null;
                            bundesland: string | null;
                            city: string | null;
                            employmentStatus: string | null;
                            shiftWork: boolean | null;
                            industry: string | null;
                            jobTenure: string | null;
                            demographicsConsentAt: string | null;
                            demographicsWithdrawnAt: string | null;
                        };
                        proTrialStartedAt: string | null;
                        proTrialExpiresAt: string | null;
                        proTrialSource: string | null;
                        proTrialUsedAt: string | null;
                        digaBannerDismissedAt: string | null;
                        digaCodeRedeemedAt: string | null;
                        lastInstallAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `quota_exceeded`: the daily quota is used up. `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "quota_exceeded" | "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminVerifyAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isAdmin: boolean;
                        userId: string;
                        email: string;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminUsersByIdPlan: {
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
                    /** @enum {string} */
                    plan: "free" | "pro" | "legend";
                    foundingMember?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        globalBlocklistGraceUntil: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret). `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden" | "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource or route */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postPaymentsWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @enum {string} */
                    type: "subscription.activated" | "subscription.updated" | "subscription.canceled";
                    created: number;
                    data: {
                        /** Format: uuid */
                        userId: string;
                        subscriptionId: string;
                        /** @enum {string} */
                        plan?: "pro" | "legend";
                        foundingMember?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        duplicate: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `mdm_managed`: not available on an MDM-managed account. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session. `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized" | "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource or route */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_found";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `payload_too_large`: the body is larger than the route accepts */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "payload_too_large";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unsupported_media_type`: the body's content type is not application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unsupported_media_type";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
}
