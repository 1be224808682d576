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
    "/api/me/chat-push-enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive pushes for new chat messages or not */
        post: operations["postMeChatPushEnabled"];
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
    "/api/admin/diga-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List DiGA codes newest first (filter by label and status; cursor paged) */
        get: operations["getAdminDigaCodes"];
        put?: never;
        /** Create a batch of DiGA codes under a label (1–1000; audited) */
        post: operations["postAdminDigaCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/diga-codes/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The batches: one line per label with total, used and expired counts */
        get: operations["getAdminDigaCodesLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/diga-codes/expire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Expire unused codes now, by ids or by label (used codes stay used; audited) */
        post: operations["postAdminDigaCodesExpire"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/diga-codes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download every code of a label as CSV (audited) */
        get: operations["getAdminDigaCodesExport"];
        put?: never;
        post?: never;
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
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin audit trail, newest first, cursor paged; filters targetUserId, actor, action, from (inclusive), to (exclusive); the read is audited */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search accounts (newest first, cursor paged); the read is audited */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an account: soft delete with personal data scrubbed (idempotent) */
        delete: operations["deleteAdminUsersById"];
        options?: never;
        head?: never;
        /** Change an account's plan (with reconciliation), ban state and reason, or coach voice */
        patch: operations["patchAdminUsersById"];
        trace?: never;
    };
    "/api/admin/console/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console sign-in, step 1: e-mail and password of an admin (sets the session cookie) */
        post: operations["postAdminConsoleSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/console/enrolment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start TOTP enrolment: a new secret and the otpauth URI for the QR code */
        post: operations["postAdminConsoleEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/console/enrolment/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm TOTP enrolment with a first code: signs in and answers the recovery codes once */
        post: operations["postAdminConsoleEnrolmentConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/console/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Console sign-in, step 2: a TOTP code or a recovery code */
        post: operations["postAdminConsoleSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/console/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The console session: who, which stage, and its CSRF token */
        get: operations["getAdminConsoleSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/console/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the console session and clear its cookie */
        post: operations["postAdminConsoleSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported posts and replies in one list, oldest report first (cursor paged; audited) */
        get: operations["getAdminModerationQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss the reports: the item stays and leaves the queue */
        post: operations["postAdminModerationByIdDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the item: content scrubbed, snapshot kept in ModerationAction */
        post: operations["postAdminModerationByIdDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation/{id}/ban-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ban the author (body `reason`) and delete the item */
        post: operations["postAdminModerationByIdBanUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything stored about the caller as one JSON document (GDPR Art. 15/20), as a download */
        get: operations["getMeExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a community post (optional gameName; stored as given, never rendered as HTML) */
        post: operations["postCommunityPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The community feed, newest first (cursor paged); deleted posts left out */
        get: operations["getCommunityPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post with its replies */
        get: operations["getCommunityPostsById"];
        put?: never;
        post?: never;
        /** Delete a post (soft delete; author or admin) */
        delete: operations["deleteCommunityPostsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a post */
        post: operations["postCommunityPostsByIdReplies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a post, or take the like back (toggle) */
        post: operations["postCommunityPostsByIdLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a post to the moderators (once per user; stamps reportedAt) */
        post: operations["postCommunityPostsByIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/replies/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a reply, or take the like back (toggle) */
        post: operations["postCommunityRepliesByIdLike"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/replies/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a reply to the moderators (once per user; stamps reportedAt) */
        post: operations["postCommunityRepliesByIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a reply (soft delete; author or admin) */
        delete: operations["deleteCommunityRepliesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Follow a user (idempotent) */
        put: operations["putUsersByUserIdFollow"];
        post?: never;
        /** Unfollow a user (idempotent) */
        delete: operations["deleteUsersByUserIdFollow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of the users the caller follows */
        get: operations["getMeFollowing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/can-call/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller may call the user: both follow each other and the callee has callsEnabled */
        get: operations["getChatCanCallByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/presence/last-seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Last seen of up to 200 users (comma-separated ids); only followed users who show their presence are returned */
        get: operations["getPresenceLastSeen"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chat rooms and whether the caller joined them */
        get: operations["getChatRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{roomId}/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Join a room (its messages are pushed to members) */
        put: operations["putChatRoomsByRoomIdMembership"];
        post?: never;
        /** Leave a room */
        delete: operations["deleteChatRoomsByRoomIdMembership"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{roomId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A room's messages, newest first (cursor paged), with reactions and tombstones */
        get: operations["getChatRoomsByRoomIdMessages"];
        put?: never;
        /** Write in a room (joins it) */
        post: operations["postChatRoomsByRoomIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/dm/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Direct-message history with one user, newest first, with reactions and deleted flag (content blanked) */
        get: operations["getChatDmByUserId"];
        put?: never;
        /** Send a direct message */
        post: operations["postChatDmByUserId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Toggle one of 7 emojis on a message; one reaction per user per message */
        post: operations["postChatReaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/delete-message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete one's own message: a tombstone everyone sees */
        post: operations["postChatDeleteMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which coach answers: a hosted model (openai_compatible) or the built-in rules (rule_based) */
        get: operations["getCoach"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the coach; the answer names the engine that wrote it (fallback true: the model failed, the rules answered) */
        post: operations["postCoachMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/speak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Speak a text as the coach: audio/wav, length charged to the daily quota (free 60 s, pro 300 s, legend unlimited); headers x-voice-engine, x-voice-seconds, x-voice-quota-remaining */
        post: operations["postVoiceSpeak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's voice seconds: used, limit of the plan, reset time (midnight UTC) */
        get: operations["getVoiceQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The engine and voices of the caller's plan, the voice in use, and whether the caller may pick (legend) */
        get: operations["getVoiceVoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voice/coach-voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pick the coach's voice (legend only; null goes back to the default) */
        put: operations["putVoiceCoachVoice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register this app install (x-device-id); merges into a record with the same name and model seen in the last 30 days */
        post: operations["postDevicesRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's app devices (and paired desktop companions) */
        get: operations["getDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/request-release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Schedule the release of a locked device 24 hours from now */
        post: operations["postDevicesByIdRequestRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/{id}/cancel-release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a scheduled release (an `mgc_` token: its own computer only) */
        post: operations["postDevicesByIdCancelRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending approval requests of the caller's account (without their codes) */
        get: operations["getDevicesApprovals"];
        put?: never;
        /** A new device (x-device-id) of an account at its app-device cap asks for a place */
        post: operations["postDevicesApprovals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/approvals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status of an approval request (the new device polls it) */
        get: operations["getDevicesApprovalsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/approvals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve from a registered device with the request's code; evicts the chosen device atomically */
        post: operations["postDevicesApprovalsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/approvals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject an approval request */
        post: operations["postDevicesApprovalsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/approvals/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail fallback: send the account a single-use approval link */
        post: operations["postDevicesApprovalsByIdEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/approvals/email/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Magic-link approval (no session): the link's token is single-use */
        post: operations["postDevicesApprovalsEmailByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enroll a protected device: a DNS token (shown once) and the platform's profile. For iOS and macOS, an Accept header that prefers `application/x-apple-aspen-config` (RFC 9110 q-values) gets the .mobileconfig itself; 406 when Accept allows no type the platform has */
        post: operations["postDevicesEnroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/protected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's protected devices (revoked ones left out) */
        get: operations["getDevicesProtected"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/protected/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a protected device: its DNS token stops working (idempotent) */
        post: operations["postDevicesProtectedByIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/devices/protected/handshake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** protect-dns reports device activity: pending → active, lastDnsQueryAt moves forward */
        post: operations["postDevicesProtectedHandshake"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resolver/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Policy snapshot, or the changes after `since` (long-poll up to `wait` seconds) */
        get: operations["getResolverPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resolver/lists/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A global list (`curated`, `full` or `bypass`): one domain per line, with a strong ETag */
        get: operations["getResolverListsByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resolver/discoveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** protect-dns reports a day's names on no list that at least k devices asked, with their addresses */
        post: operations["postResolverDiscoveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/magic/pair/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A 6-digit pairing code for the desktop companion (10 minutes, single use) */
        post: operations["postMagicPairCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/magic/pair/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem a pairing code (no session): the companion's `mgc_` token, shown once */
        post: operations["postMagicPairRedeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/magic/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public download metadata of the desktop companion */
        get: operations["getMagicInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/magic/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bind the companion to this computer: a desktop device and its protected device (DoH profile) */
        post: operations["postMagicRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/magic/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's linked desktop companions */
        get: operations["getMagicDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/magic/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The computer's DNS profile: DoH template with its token */
        get: operations["getMagicProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/magic/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for release: after the 24-hour cooldown the binding and its protection end */
        post: operations["postMagicRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/magic/tamper-repaired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The companion repaired tampered settings (shared with an ally if the user chose so) */
        post: operations["postMagicTamperRepaired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Connect a mailbox with an app password (verified by an IMAP login; consent required) */
        post: operations["postMailConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's active mail connections */
        get: operations["getMailStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-connections/pending-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Connections without consent to the current consent text */
        get: operations["getMailConnectionsPendingConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-connections/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record consent for several connections; one foreign or unknown id fails the whole call */
        post: operations["postMailConnectionsConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-connections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew a connection: consent (412 without), optionally a new app password or title */
        post: operations["postMailConnectionsById"];
        /** Disconnect: logs the revocation, deletes stored credentials, statistics and records */
        delete: operations["deleteMailConnectionsById"];
        options?: never;
        head?: never;
        /** Rename a connection (title trimmed, max 60 characters, empty becomes null) */
        patch: operations["patchMailConnectionsById"];
        trace?: never;
    };
    "/api/mail/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Scan the caller's active connections now (connections without consent are skipped) */
        post: operations["postMailScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/scan-internal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Scan every connection whose nextScanAt has come (scheduler; x-admin-secret) */
        post: operations["postMailScanInternal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hidden mails of the last 24 hours, optionally of one provider, each with its connection */
        get: operations["getMailResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/results/{id}/not-gambling": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Not gambling: put a hidden mail back in the inbox and record the correction (anonymous, for training) */
        post: operations["postMailResultsByIdNotGambling"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/stats/blocked-by-day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hidden mails per UTC day for the last `days` days (default 30) */
        get: operations["getMailStatsBlockedByDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/stats/blocked-by-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hidden mails per connection (all time, existing connections) */
        get: operations["getMailStatsBlockedByConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/oauth/{idp}/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start an OAuth 2.0 PKCE flow for a mailbox (consent required) */
        post: operations["postMailOauthByIdpInit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/oauth/{idp}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish the OAuth flow: exchange the code, verify the mailbox, store the connection */
        post: operations["postMailOauthByIdpCallback"];
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
    "/api/protection/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether protection should be active, the cooldown and the blocklist mode */
        get: operations["getProtectionState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cooldown/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the 24-hour cooldown (or get the running one); 400 mdm_managed */
        post: operations["postCooldownRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cooldown/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Call the running cooldown off before it ends: protection stays on; 409 when none runs */
        post: operations["postCooldownCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cooldown/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cooldown; resolves an elapsed one (protection then reports it should be off) */
        get: operations["getCooldownStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protection/mark-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The client activated its filter: clears protectionDisabledAt */
        post: operations["postProtectionMarkActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protection/screentime-passcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The screentime passcode: readable only while protection is off after a resolved cooldown */
        get: operations["getProtectionScreentimePasscode"];
        put?: never;
        /** Save the 4-digit screentime passcode (stored encrypted) */
        post: operations["postProtectionScreentimePasscode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/cooldown-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's cooldowns, newest first (limit 1–100, default 20) */
        get: operations["getProfileMeCooldownHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/sos-insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When cooldown requests happen and how long protection has held (last 100 cooldowns) */
        get: operations["getProfileMeSosInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protection/blocklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's blocklist (global lists of the mode + own web domains) as plain, hosts or adblock
         * @description Send the last ETag in If-None-Match: 304 while nothing changed.
         */
        get: operations["getProtectionBlocklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protection/webcontent-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Web-content domains: the curated list merged with the country's approved curated domains
         * @description country defaults to the profile's bundesland country (DE-BY → DE), else DE.
         */
        get: operations["getProtectionWebcontentDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/protection/mail-senders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail sender domains to hide: the global list plus the caller's mail_domain custom domains */
        get: operations["getProtectionMailSenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's custom domains, with the plan cap and how much of it is used */
        get: operations["getCustomDomains"];
        put?: never;
        /** Add a custom domain (web or mail_domain); 403 plan_limit at the plan's cap */
        post: operations["postCustomDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/custom-domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the caller's custom domains */
        delete: operations["deleteCustomDomainsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/curated-domains/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest a domain for a country's web-content list (a `suggested` row for admins) */
        post: operations["postCuratedDomainsSuggest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/curated-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Curated domains, filtered by status and country, oldest first */
        get: operations["getAdminCuratedDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/curated-domains/{id}": {
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
        /** Set a curated domain's status; `approved` adds it to its country's web-content list */
        patch: operations["patchAdminCuratedDomainsById"];
        trace?: never;
    };
    "/api/domain-submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's submissions, newest first */
        get: operations["getDomainSubmissions"];
        put?: never;
        /** Propose a domain for the global blocklist (type web or mail_domain, default web) */
        post: operations["postDomainSubmissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/me/approved-domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Domains the caller submitted that were approved into the global lists */
        get: operations["getProfileMeApprovedDomains"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/domain-submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending submissions: legend, pro, free; oldest first in each; with the 24-hour deadline */
        get: operations["getAdminDomainSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/domain-submissions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: the domain joins the global list, the author is notified, the coach posts */
        post: operations["postAdminDomainSubmissionsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/domain-submissions/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject: the author is notified */
        post: operations["postAdminDomainSubmissionsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's in-app notifications, newest first, with the unread count */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notification read (the first read time is kept) */
        post: operations["postNotificationsByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every unread notification of the caller read */
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's allies and two-person-rule requests */
        get: operations["getAllies"];
        put?: never;
        /** Invite an ally by e-mail (plan limit: free 1, pro 2, legend 3) */
        post: operations["postAllies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End the relationship or withdraw the invitation (24 h later while the ally holds the two-person rule) */
        delete: operations["deleteAlliesById"];
        options?: never;
        head?: never;
        /** Choose the events shared with this ally (takes effect at once) */
        patch: operations["patchAlliesById"];
        trace?: never;
    };
    "/api/allies/{id}/two-person-rule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Switch the two-person rule on (at once) or off (after the 24-hour cooldown) */
        put: operations["putAlliesByIdTwoPersonRule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allyships/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation with the caller's own account (the link's token, single use) */
        post: operations["postAllyshipsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allyships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people the caller is an ally of, with what each shares */
        get: operations["getAllyships"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allyships/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or decline a two-person-rule request (the first answer wins) */
        post: operations["postAllyshipsByIdDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/allyships/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop being an ally (at once; the user is told) */
        delete: operations["deleteAllyshipsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ally-links/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What an invitation link offers (before accepting) */
        post: operations["postAllyLinksInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ally-links/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept without an account: single use; answers the ally page's signed link */
        post: operations["postAllyLinksAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ally-links/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation (the user is told) */
        post: operations["postAllyLinksDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ally-links/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop being an ally (at once; the user is told) */
        post: operations["postAllyLinksEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ally-links/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erase the ally's data: the relationship and what they were sent */
        post: operations["postAllyLinksErase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ally-links/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The ally page: what the user shares, the events, open requests */
        post: operations["postAllyLinksView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ally-links/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or decline a two-person-rule request from the ally page (the first answer wins) */
        post: operations["postAllyLinksDecision"];
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
                        /** @enum {string} */
                        limits: "memory" | "redis" | "redis_unreachable";
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
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
                        /** @enum {string} */
                        limits: "memory" | "redis" | "redis_unreachable";
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
                    email: string & (unknown & unknown & unknown);
                    password: string;
                    nickname?: string & (unknown & unknown);
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `email_taken`: an account with this e-mail exists */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "email_taken";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
                    email: string & (unknown & unknown & unknown);
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `device_locked`: this device is locked to another account (`code: DEVICE_LOCKED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "device_locked";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMeChatPushEnabled: {
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
                    nickname: string & (unknown & unknown);
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
                    city?: (string & (unknown & unknown)) | null;
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
                    token: string & (unknown & unknown);
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem). `invalid_push_endpoint`: the web push subscription's endpoint is refused (`reason`: malformed, not_https, userinfo, ip_literal, port, local_name) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_push_endpoint";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
                    token: string & (unknown & unknown);
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
                            allies: number;
                        };
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
                    code: string & (unknown & unknown);
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem); not a DiGA code. `not_found`: no such DiGA code. `already_used`: the DiGA code was used. `expired`: the DiGA code expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "not_found" | "already_used" | "expired";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminDigaCodes: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                label?: string & (unknown & unknown);
                status?: "unused" | "used" | "expired";
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
                        codes: {
                            id: string;
                            code: string;
                            /** @enum {string} */
                            grantsPlan: "free" | "pro" | "legend";
                            label: string | null;
                            notes: string | null;
                            expiresAt: string | null;
                            usedAt: string | null;
                            createdAt: string;
                            /** @enum {string} */
                            status: "unused" | "used" | "expired";
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminDigaCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    count: number;
                    /**
                     * @default legend
                     * @enum {string}
                     */
                    plan?: "free" | "pro" | "legend";
                    /** Format: date-time */
                    expiresAt?: string;
                    label: string & (unknown & unknown);
                    notes?: string;
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
                        codes: string[];
                        label: string;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        expiresAt: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminDigaCodesLabels: {
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
                        labels: {
                            label: string | null;
                            total: number;
                            used: number;
                            expired: number;
                            firstCreatedAt: string;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminDigaCodesExpire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                } | {
                    label: string & (unknown & unknown);
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
                        expired: number;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminDigaCodesExport: {
        parameters: {
            query: {
                label: string & (unknown & unknown);
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV: code, plan, label, notes, expiresAt, usedAt, createdAt, status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                targetUserId?: string;
                actor?: string;
                action?: string & (unknown & unknown);
                from?: string;
                to?: string;
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
                        entries: {
                            id: string;
                            adminUserId: string;
                            adminEmail: string | null;
                            action: string;
                            targetUserId: string | null;
                            targetEmail: string | null;
                            targetNickname: string | null;
                            details: {
                                [key: string]: unknown;
                            };
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                q?: string & (unknown & unknown);
                plan?: "free" | "pro" | "legend";
                includeDeleted?: "true" | "false";
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
                        users: {
                            id: string;
                            email: string | null;
                            nickname: string | null;
                            /** @enum {string} */
                            plan: "free" | "pro" | "legend";
                            foundingMember: boolean;
                            banned: boolean;
                            bannedAt: string | null;
                            bannedReason: string | null;
                            coachVoiceId: string | null;
                            onboardingStep: string;
                            proTrialExpiresAt: string | null;
                            lastSeenAt: string | null;
                            createdAt: string;
                            deletedAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteAdminUsersById: {
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
            /** @description Done (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `payment_provider_unavailable`: the payment provider could not cancel the subscription; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "payment_provider_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchAdminUsersById: {
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
                    plan?: "free" | "pro" | "legend";
                    banned?: boolean;
                    bannedReason?: (string & (unknown & unknown)) | null;
                    coachVoiceId?: string | null;
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
                        email: string | null;
                        nickname: string | null;
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        foundingMember: boolean;
                        banned: boolean;
                        bannedAt: string | null;
                        bannedReason: string | null;
                        coachVoiceId: string | null;
                        onboardingStep: string;
                        proTrialExpiresAt: string | null;
                        lastSeenAt: string | null;
                        createdAt: string;
                        deletedAt: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminConsoleSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string & (unknown & unknown & unknown);
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
                        /** @enum {string} */
                        stage: "password" | "complete";
                        /** @enum {string} */
                        secondFactor: "enrol" | "verify";
                        csrfToken: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminConsoleEnrolment: {
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
                        /** @description base32 secret for manual entry */
                        secret: string;
                        /** @description what the enrolment QR code encodes */
                        otpauthUri: string;
                        issuer: string;
                        account: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminConsoleEnrolmentConfirm: {
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
                        /** @enum {string} */
                        stage: "password" | "complete";
                        csrfToken: string;
                        expiresAt: string;
                        /** @description shown once; each signs in once instead of a TOTP code */
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminConsoleSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    recoveryCode?: string;
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
                        /** @enum {string} */
                        stage: "password" | "complete";
                        csrfToken: string;
                        expiresAt: string;
                        recoveryCodesLeft: number;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminConsoleSession: {
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
                        email: string | null;
                        /** @enum {string} */
                        stage: "password" | "complete";
                        csrfToken: string;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminConsoleSignOut: {
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminModerationQueue: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
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
                        items: {
                            /** @enum {string} */
                            type: "post" | "reply";
                            id: string;
                            postId: string;
                            authorId: string | null;
                            authorNickname: string | null;
                            content: string;
                            reportedAt: string;
                            createdAt: string;
                            reportCount: number;
                            reasons: string[];
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminModerationByIdDismiss: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "post" | "reply";
                        /** @enum {string} */
                        decision: "dismiss" | "delete" | "ban_user";
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminModerationByIdDelete: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        type: "post" | "reply";
                        /** @enum {string} */
                        decision: "dismiss" | "delete" | "ban_user";
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminModerationByIdBanUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string & (unknown & unknown);
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
                        /** @enum {string} */
                        type: "post" | "reply";
                        /** @enum {string} */
                        decision: "dismiss" | "delete" | "ban_user";
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMeExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything protect-server stores about the caller (GDPR Art. 15 and 20). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {number} */
                        formatVersion: 2;
                        /** Format: date-time */
                        generatedAt: string;
                        /** Format: uuid */
                        userId: string;
                        /** @description The account row without the password hash; the screentime passcode only as screentimePasscodeSet. */
                        profile: {
                            [key: string]: unknown;
                        };
                        devices: {
                            /** @description App installs and desktop companions. One object per row, timestamps as ISO 8601. */
                            appDevices: {
                                [key: string]: unknown;
                            }[];
                            /** @description Installation ids locked to the account. One object per row, timestamps as ISO 8601. */
                            deviceLocks: {
                                [key: string]: unknown;
                            }[];
                            /** @description DNS-protected devices, without their DNS tokens. One object per row, timestamps as ISO 8601. */
                            protectedDevices: {
                                [key: string]: unknown;
                            }[];
                            /** @description Desktop-companion sessions, without token hashes. One object per row, timestamps as ISO 8601. */
                            magicSessions: {
                                [key: string]: unknown;
                            }[];
                            /** @description New-device approval requests, without code hashes. One object per row, timestamps as ISO 8601. */
                            approvalRequests: {
                                [key: string]: unknown;
                            }[];
                            /** @description Push registrations (platform, enabled), without the push token. One object per row, timestamps as ISO 8601. */
                            pushRegistrations: {
                                [key: string]: unknown;
                            }[];
                        };
                        /** @description Cooldown history. One object per row, timestamps as ISO 8601. */
                        cooldowns: {
                            [key: string]: unknown;
                        }[];
                        allies: {
                            /** @description Allies invited, without the invitation hash. One object per row, timestamps as ISO 8601. */
                            allies: {
                                [key: string]: unknown;
                            }[];
                            /** @description Events stored for those allies (kind, the one value shared, when mailed). One object per row, timestamps as ISO 8601. */
                            sharedWithAllies: {
                                [key: string]: unknown;
                            }[];
                            /** @description Two-person-rule requests. One object per row, timestamps as ISO 8601. */
                            approvals: {
                                [key: string]: unknown;
                            }[];
                            /** @description Relationships in which this account is the ally (the name the user chose). One object per row, timestamps as ISO 8601. */
                            allyOf: {
                                [key: string]: unknown;
                            }[];
                            /** @description Events those users shared with this account. One object per row, timestamps as ISO 8601. */
                            sharedWithMe: {
                                [key: string]: unknown;
                            }[];
                        };
                        /** @description The account's own blocked domains. One object per row, timestamps as ISO 8601. */
                        customDomains: {
                            [key: string]: unknown;
                        }[];
                        /** @description Domains proposed for the global blocklist. One object per row, timestamps as ISO 8601. */
                        submissions: {
                            [key: string]: unknown;
                        }[];
                        /** @description Web-content domains suggested for a country list. One object per row, timestamps as ISO 8601. */
                        curatedDomainSuggestions: {
                            [key: string]: unknown;
                        }[];
                        mail: {
                            /** @description Connected mailboxes, without password or OAuth tokens. One object per row, timestamps as ISO 8601. */
                            connections: {
                                [key: string]: unknown;
                            }[];
                            /** @description Started OAuth sign-ins, without the PKCE verifier. One object per row, timestamps as ISO 8601. */
                            pendingOauthFlows: {
                                [key: string]: unknown;
                            }[];
                            /** @description Hidden mails of the last 24 hours (sender, subject, score). One object per row, timestamps as ISO 8601. */
                            hiddenMail: {
                                [key: string]: unknown;
                            }[];
                            /** @description Hidden mails per day and connection. One object per row, timestamps as ISO 8601. */
                            statistics: {
                                [key: string]: unknown;
                            }[];
                        };
                        /** @description Art. 9 consent grants and revocations. One object per row, timestamps as ISO 8601. */
                        consentLog: {
                            [key: string]: unknown;
                        }[];
                        community: {
                            /** @description Community posts. One object per row, timestamps as ISO 8601. */
                            posts: {
                                [key: string]: unknown;
                            }[];
                            /** @description Replies. One object per row, timestamps as ISO 8601. */
                            replies: {
                                [key: string]: unknown;
                            }[];
                            likes: {
                                /** @description Liked posts. One object per row, timestamps as ISO 8601. */
                                posts: {
                                    [key: string]: unknown;
                                }[];
                                /** @description Liked replies. One object per row, timestamps as ISO 8601. */
                                replies: {
                                    [key: string]: unknown;
                                }[];
                            };
                            /** @description Reports filed. One object per row, timestamps as ISO 8601. */
                            reports: {
                                [key: string]: unknown;
                            }[];
                        };
                        chat: {
                            /** @description Room messages sent. One object per row, timestamps as ISO 8601. */
                            roomMessages: {
                                [key: string]: unknown;
                            }[];
                            /** @description Direct messages sent. One object per row, timestamps as ISO 8601. */
                            directMessagesSent: {
                                [key: string]: unknown;
                            }[];
                            reactions: {
                                /** @description Reactions to room messages. One object per row, timestamps as ISO 8601. */
                                room: {
                                    [key: string]: unknown;
                                }[];
                                /** @description Reactions to direct messages. One object per row, timestamps as ISO 8601. */
                                direct: {
                                    [key: string]: unknown;
                                }[];
                            };
                            /** @description Rooms joined. One object per row, timestamps as ISO 8601. */
                            roomMemberships: {
                                [key: string]: unknown;
                            }[];
                        };
                        follows: {
                            /** @description Accounts followed. One object per row, timestamps as ISO 8601. */
                            following: {
                                [key: string]: unknown;
                            }[];
                            /** @description Accounts following. One object per row, timestamps as ISO 8601. */
                            followers: {
                                [key: string]: unknown;
                            }[];
                        };
                        /** @description In-app notifications. One object per row, timestamps as ISO 8601. */
                        notifications: {
                            [key: string]: unknown;
                        }[];
                        /** @description Why the account has its plan: trial, subscription, DiGA code, admin, founding. One object per row, timestamps as ISO 8601. */
                        planGrants: {
                            [key: string]: unknown;
                        }[];
                        /** @description Sign-in sessions, without token hashes. One object per row, timestamps as ISO 8601. */
                        sessions: {
                            [key: string]: unknown;
                        }[];
                        /** @description Admin actions on and reads of this account: at, adminUserId (the admin's account id), action, details. One object per row, timestamps as ISO 8601. */
                        adminAccess: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCommunityPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string & (unknown & unknown);
                    /**
                     * @default story
                     * @enum {string}
                     */
                    category?: "story" | "question" | "support" | "milestone" | "game_share";
                    gameName?: string & (unknown & unknown);
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
                        id: string;
                        author: {
                            id: string | null;
                            nickname: string | null;
                            /** @enum {string} */
                            kind: "user" | "coach";
                        };
                        /** @enum {string} */
                        category: "story" | "question" | "support" | "milestone" | "game_share" | "coach";
                        content: string;
                        gameName: string | null;
                        i18nKey: string | null;
                        i18nParams: {
                            [key: string]: string;
                        } | null;
                        isModerated: boolean;
                        likeCount: number;
                        replyCount: number;
                        likedByMe: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getCommunityPosts: {
        parameters: {
            query?: {
                category?: "story" | "question" | "support" | "milestone" | "game_share" | "coach";
                limit?: number;
                cursor?: string;
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
                        posts: {
                            id: string;
                            author: {
                                id: string | null;
                                nickname: string | null;
                                /** @enum {string} */
                                kind: "user" | "coach";
                            };
                            /** @enum {string} */
                            category: "story" | "question" | "support" | "milestone" | "game_share" | "coach";
                            content: string;
                            gameName: string | null;
                            i18nKey: string | null;
                            i18nParams: {
                                [key: string]: string;
                            } | null;
                            isModerated: boolean;
                            likeCount: number;
                            replyCount: number;
                            likedByMe: boolean;
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getCommunityPostsById: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            id: string;
                            author: {
                                id: string | null;
                                nickname: string | null;
                                /** @enum {string} */
                                kind: "user" | "coach";
                            };
                            /** @enum {string} */
                            category: "story" | "question" | "support" | "milestone" | "game_share" | "coach";
                            content: string;
                            gameName: string | null;
                            i18nKey: string | null;
                            i18nParams: {
                                [key: string]: string;
                            } | null;
                            isModerated: boolean;
                            likeCount: number;
                            replyCount: number;
                            likedByMe: boolean;
                            createdAt: string;
                        };
                        replies: {
                            id: string;
                            postId: string;
                            author: {
                                id: string | null;
                                nickname: string | null;
                                /** @enum {string} */
                                kind: "user" | "coach";
                            };
                            content: string;
                            isModerated: boolean;
                            likeCount: number;
                            likedByMe: boolean;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteCommunityPostsById: {
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
            /** @description Done (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCommunityPostsByIdReplies: {
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
                    content: string & (unknown & unknown);
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
                        id: string;
                        postId: string;
                        author: {
                            id: string | null;
                            nickname: string | null;
                            /** @enum {string} */
                            kind: "user" | "coach";
                        };
                        content: string;
                        isModerated: boolean;
                        likeCount: number;
                        likedByMe: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCommunityPostsByIdLike: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        liked: boolean;
                        likeCount: number;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCommunityPostsByIdReport: {
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
                    reason?: string & (unknown & unknown);
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
                        reported: true;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCommunityRepliesByIdLike: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        liked: boolean;
                        likeCount: number;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCommunityRepliesByIdReport: {
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
                    reason?: string & (unknown & unknown);
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
                        reported: true;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteCommunityRepliesById: {
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
            /** @description Done (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putUsersByUserIdFollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
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
                        following: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteUsersByUserIdFollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
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
                        following: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMeFollowing: {
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
                        userIds: string[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getChatCanCallByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
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
                        canCall: boolean;
                        reason: ("not_mutual" | "calls_disabled") | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getPresenceLastSeen: {
        parameters: {
            query: {
                userIds: string;
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
                        users: {
                            userId: string;
                            lastSeenAt: string | null;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getChatRooms: {
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
                        rooms: {
                            id: string;
                            slug: string;
                            name: string;
                            joined: boolean;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putChatRoomsByRoomIdMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
            };
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
                        slug: string;
                        name: string;
                        joined: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteChatRoomsByRoomIdMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
            };
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
                        slug: string;
                        name: string;
                        joined: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getChatRoomsByRoomIdMessages: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                roomId: string;
            };
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
                        messages: {
                            id: string;
                            /** @enum {string} */
                            kind: "direct" | "room";
                            roomId: string | null;
                            senderId: string;
                            recipientId: string | null;
                            content: string;
                            deleted: boolean;
                            deletedAt: string | null;
                            createdAt: string;
                            reactions: {
                                userId: string;
                                emoji: string;
                            }[];
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postChatRoomsByRoomIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roomId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string & (unknown & unknown);
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
                        id: string;
                        /** @enum {string} */
                        kind: "direct" | "room";
                        roomId: string | null;
                        senderId: string;
                        recipientId: string | null;
                        content: string;
                        deleted: boolean;
                        deletedAt: string | null;
                        createdAt: string;
                        reactions: {
                            userId: string;
                            emoji: string;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getChatDmByUserId: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                userId: string;
            };
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
                        messages: {
                            id: string;
                            /** @enum {string} */
                            kind: "direct" | "room";
                            roomId: string | null;
                            senderId: string;
                            recipientId: string | null;
                            content: string;
                            deleted: boolean;
                            deletedAt: string | null;
                            createdAt: string;
                            reactions: {
                                userId: string;
                                emoji: string;
                            }[];
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postChatDmByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string & (unknown & unknown);
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
                        id: string;
                        /** @enum {string} */
                        kind: "direct" | "room";
                        roomId: string | null;
                        senderId: string;
                        recipientId: string | null;
                        content: string;
                        deleted: boolean;
                        deletedAt: string | null;
                        createdAt: string;
                        reactions: {
                            userId: string;
                            emoji: string;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postChatReaction: {
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
                    kind: "direct" | "room";
                    /** Format: uuid */
                    messageId: string;
                    /** @enum {string} */
                    emoji: "❤️" | "👍" | "😂" | "😮" | "😢" | "🙏" | "💪";
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
                        messageId: string;
                        emoji: string | null;
                        reactions: {
                            userId: string;
                            emoji: string;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postChatDeleteMessage: {
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
                    kind: "direct" | "room";
                    /** Format: uuid */
                    messageId: string;
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
                        /** @enum {string} */
                        kind: "direct" | "room";
                        roomId: string | null;
                        senderId: string;
                        recipientId: string | null;
                        content: string;
                        deleted: boolean;
                        deletedAt: string | null;
                        createdAt: string;
                        reactions: {
                            userId: string;
                            emoji: string;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getCoach: {
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
                        /** @enum {string} */
                        engine: "openai_compatible" | "rule_based";
                        model: string | null;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCoachMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string & (unknown & unknown);
                    /** @default [] */
                    history?: {
                        /** @enum {string} */
                        role: "user" | "coach";
                        content: string & (unknown & unknown);
                    }[];
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
                        reply: string;
                        /** @enum {string} */
                        engine: "openai_compatible" | "rule_based";
                        model: string | null;
                        fallback: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postVoiceSpeak: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string & (unknown & unknown);
                };
            };
        };
        responses: {
            /** @description audio/wav (PCM) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getVoiceQuota: {
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
                        /** @enum {string} */
                        plan: "free" | "pro" | "legend";
                        limitSeconds: number | null;
                        usedSeconds: number;
                        remainingSeconds: number | null;
                        resetAt: string | null;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getVoiceVoices: {
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
                        engine: string;
                        voices: string[];
                        voice: string;
                        canPick: boolean;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putVoiceCoachVoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    voiceId: (string & (unknown & unknown)) | null;
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
                        engine: string;
                        voices: string[];
                        voice: string;
                        canPick: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesRegister: {
        parameters: {
            query?: never;
            header: {
                "x-device-id": string & (unknown & unknown);
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string & (unknown & unknown);
                    model: string & (unknown & unknown);
                    osVersion: string & (unknown & unknown);
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
                        device: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            kind: "app" | "desktop";
                            name: string;
                            model: string;
                            osVersion: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                            boundToPlan: ("pro" | "legend") | null;
                            releaseRequestedAt: string | null;
                            releaseAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        /** @enum {string} */
                        outcome: "created" | "updated" | "merged";
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            kind: "app" | "desktop";
                            name: string;
                            model: string;
                            osVersion: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                            boundToPlan: ("pro" | "legend") | null;
                            releaseRequestedAt: string | null;
                            releaseAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        /** @enum {string} */
                        outcome: "created" | "updated" | "merged";
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `device_locked`: this device is locked to another account (`code: DEVICE_LOCKED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "device_locked";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDevices: {
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
                        devices: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            kind: "app" | "desktop";
                            name: string;
                            model: string;
                            osVersion: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                            boundToPlan: ("pro" | "legend") | null;
                            releaseRequestedAt: string | null;
                            releaseAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesByIdRequestRelease: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        deviceId: string;
                        /** @enum {string} */
                        kind: "app" | "desktop";
                        name: string;
                        model: string;
                        osVersion: string;
                        /** Format: date-time */
                        lastSeenAt: string;
                        boundToPlan: ("pro" | "legend") | null;
                        releaseRequestedAt: string | null;
                        releaseAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesByIdCancelRelease: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        deviceId: string;
                        /** @enum {string} */
                        kind: "app" | "desktop";
                        name: string;
                        model: string;
                        osVersion: string;
                        /** Format: date-time */
                        lastSeenAt: string;
                        boundToPlan: ("pro" | "legend") | null;
                        releaseRequestedAt: string | null;
                        releaseAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDevicesApprovals: {
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
                        requests: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "expired";
                            description: string;
                            deviceId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesApprovals: {
        parameters: {
            query?: never;
            header: {
                "x-device-id": string & (unknown & unknown);
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string & (unknown & unknown);
                    model: string & (unknown & unknown);
                    osVersion: string & (unknown & unknown);
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
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "expired";
                        description: string;
                        deviceId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        expiresAt: string;
                        decidedAt: string | null;
                        code: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state. `device_locked`: this device is locked to another account (`code: DEVICE_LOCKED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition" | "device_locked";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDevicesApprovalsById: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "expired";
                        description: string;
                        deviceId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        expiresAt: string;
                        decidedAt: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesApprovalsByIdApprove: {
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
                    code: string;
                    /** Format: uuid */
                    evictDeviceId: string;
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
                        request: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "expired";
                            description: string;
                            deviceId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            decidedAt: string | null;
                        };
                        device: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            kind: "app" | "desktop";
                            name: string;
                            model: string;
                            osVersion: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                            boundToPlan: ("pro" | "legend") | null;
                            releaseRequestedAt: string | null;
                            releaseAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem). `invalid_code`: the code does not match (`attemptsLeft` says how many tries remain) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_code";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesApprovalsByIdReject: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "expired";
                        description: string;
                        deviceId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        expiresAt: string;
                        decidedAt: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesApprovalsByIdEmail: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected" | "expired";
                        description: string;
                        deviceId: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        expiresAt: string;
                        decidedAt: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesApprovalsEmailByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    evictDeviceId?: string;
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
                        request: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected" | "expired";
                            description: string;
                            deviceId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            decidedAt: string | null;
                        };
                        device: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            kind: "app" | "desktop";
                            name: string;
                            model: string;
                            osVersion: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                            boundToPlan: ("pro" | "legend") | null;
                            releaseRequestedAt: string | null;
                            releaseAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `plan_limit`: the plan's limit is reached (`resource`, `current`, `limit`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "plan_limit";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesEnroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string & (unknown & unknown);
                    /** @enum {string} */
                    platform: "ios" | "macos" | "android" | "windows";
                };
            };
        };
        responses: {
            /** @description Enrolled */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        device: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            platform: "ios" | "macos" | "android" | "windows";
                            /** @enum {string} */
                            status: "pending" | "active" | "revoked" | "degraded";
                            lastDnsQueryAt: string | null;
                            silent: boolean;
                            silentSince: string | null;
                            degradedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        dnsToken: string;
                        dohUrl: string;
                        dotHost: string;
                        profile: {
                            /** @enum {string} */
                            kind: "mobileconfig";
                            /** @enum {string} */
                            contentType: "application/x-apple-aspen-config";
                            fileName: string;
                            mobileconfig: string;
                        } | {
                            /** @enum {string} */
                            kind: "private_dns";
                            hostname: string;
                        } | {
                            /** @enum {string} */
                            kind: "doh_template";
                            template: string;
                            serverAddresses: string[];
                            dotHost: string;
                        };
                    };
                    "application/x-apple-aspen-config": string;
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `not_acceptable`: none of the media types the route answers with is acceptable to the `Accept` header */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "not_acceptable";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDevicesProtected: {
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
                        devices: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            platform: "ios" | "macos" | "android" | "windows";
                            /** @enum {string} */
                            status: "pending" | "active" | "revoked" | "degraded";
                            lastDnsQueryAt: string | null;
                            silent: boolean;
                            silentSince: string | null;
                            degradedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesProtectedByIdRevoke: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        name: string;
                        /** @enum {string} */
                        platform: "ios" | "macos" | "android" | "windows";
                        /** @enum {string} */
                        status: "pending" | "active" | "revoked" | "degraded";
                        lastDnsQueryAt: string | null;
                        silent: boolean;
                        silentSince: string | null;
                        degradedAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDevicesProtectedHandshake: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    devices: {
                        token: string;
                        /** Format: date-time */
                        lastQueryAt: string;
                    }[];
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
                        results: {
                            /** @enum {string} */
                            status: "active" | "degraded" | "revoked" | "unknown";
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getResolverPolicy: {
        parameters: {
            query?: {
                since?: string;
                wait?: string;
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
                        version: number;
                        full: boolean;
                        lists: {
                            curated: {
                                etag: string;
                                count: number;
                            };
                            full: {
                                etag: string;
                                count: number;
                            };
                            bypass: {
                                etag: string;
                                count: number;
                            };
                        };
                        users: ({
                            id: string;
                            /** @enum {string} */
                            protection: "on" | "off";
                            cooldownEndsAt: string | null;
                            /** @enum {string} */
                            blocklistMode: "curated" | "full";
                            graceUntil: string | null;
                            customDomains: string[];
                            devices: {
                                tokenHash: string;
                                /** @enum {string} */
                                status: "pending" | "active" | "degraded";
                            }[];
                        } | {
                            id: string;
                            /** @enum {boolean} */
                            removed: true;
                        })[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `version_gone`: the version is outside the kept change history: fetch a full snapshot */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "version_gone";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getResolverListsByName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
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
                    "application/json": string;
                };
            };
            /** @description Success */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postResolverDiscoveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    day: string;
                    k: number;
                    names: {
                        name: string;
                        addresses: string[];
                    }[];
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
                        received: number;
                        scored: number;
                        queued: number;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMagicPairCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMagicPairRedeem: {
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
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: starts_with */
                        token: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem). `invalid_code`: the code does not match (`attemptsLeft` says how many tries remain) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "invalid_code";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMagicInfo: {
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
                        available: boolean;
                        /** @enum {string} */
                        platform: "windows-x64";
                        version: string | null;
                        downloadUrl: string | null;
                        sha256: string | null;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMagicRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deviceId: string & (unknown & unknown);
                    name: string & (unknown & unknown);
                    model: string & (unknown & unknown);
                    osVersion: string & (unknown & unknown);
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
                        device: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            kind: "app" | "desktop";
                            name: string;
                            model: string;
                            osVersion: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                            boundToPlan: ("pro" | "legend") | null;
                            releaseRequestedAt: string | null;
                            releaseAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        protection: {
                            device: {
                                /** Format: uuid */
                                id: string;
                                name: string;
                                /** @enum {string} */
                                platform: "ios" | "macos" | "android" | "windows";
                                /** @enum {string} */
                                status: "pending" | "active" | "revoked" | "degraded";
                                lastDnsQueryAt: string | null;
                                silent: boolean;
                                silentSince: string | null;
                                degradedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                            dnsToken: string;
                            dohUrl: string;
                            dotHost: string;
                            profile: {
                                /** @enum {string} */
                                kind: "mobileconfig";
                                /** @enum {string} */
                                contentType: "application/x-apple-aspen-config";
                                fileName: string;
                                mobileconfig: string;
                            } | {
                                /** @enum {string} */
                                kind: "private_dns";
                                hostname: string;
                            } | {
                                /** @enum {string} */
                                kind: "doh_template";
                                template: string;
                                serverAddresses: string[];
                                dotHost: string;
                            };
                        };
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state. `device_locked`: this device is locked to another account (`code: DEVICE_LOCKED`) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition" | "device_locked";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMagicDevices: {
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
                        devices: {
                            /** Format: uuid */
                            id: string;
                            deviceId: string;
                            /** @enum {string} */
                            kind: "app" | "desktop";
                            name: string;
                            model: string;
                            osVersion: string;
                            /** Format: date-time */
                            lastSeenAt: string;
                            boundToPlan: ("pro" | "legend") | null;
                            releaseRequestedAt: string | null;
                            releaseAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMagicProfile: {
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
                        device: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            /** @enum {string} */
                            platform: "ios" | "macos" | "android" | "windows";
                            /** @enum {string} */
                            status: "pending" | "active" | "revoked" | "degraded";
                            lastDnsQueryAt: string | null;
                            silent: boolean;
                            silentSince: string | null;
                            degradedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        dnsToken: string;
                        dohUrl: string;
                        dotHost: string;
                        profile: {
                            /** @enum {string} */
                            kind: "mobileconfig";
                            /** @enum {string} */
                            contentType: "application/x-apple-aspen-config";
                            fileName: string;
                            mobileconfig: string;
                        } | {
                            /** @enum {string} */
                            kind: "private_dns";
                            hostname: string;
                        } | {
                            /** @enum {string} */
                            kind: "doh_template";
                            template: string;
                            serverAddresses: string[];
                            dotHost: string;
                        };
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMagicRelease: {
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
                        /** Format: uuid */
                        id: string;
                        deviceId: string;
                        /** @enum {string} */
                        kind: "app" | "desktop";
                        name: string;
                        model: string;
                        osVersion: string;
                        /** Format: date-time */
                        lastSeenAt: string;
                        boundToPlan: ("pro" | "legend") | null;
                        releaseRequestedAt: string | null;
                        releaseAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem). `mdm_managed`: not available on an MDM-managed account */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMagicTamperRepaired: {
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMailConnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string & (unknown & unknown & unknown);
                    password: string;
                    imapHost?: string;
                    imapPort?: number;
                    title?: string | null;
                    consentVersion?: string;
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
                        id: string;
                        title: string | null;
                        email: string;
                        provider: string;
                        providerLabel: string;
                        isCustomDomain: boolean;
                        authMethod: string;
                        isActive: boolean;
                        pausedAt: string | null;
                        pausedReason: string | null;
                        consentAt: string | null;
                        consentVersion: string | null;
                        needsConsent: boolean;
                        lastConnectError: string | null;
                        lastConnectErrorAt: string | null;
                        lastIdleHeartbeatAt: string | null;
                        lastScanAt: string | null;
                        nextScanAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `already_connected`: this mailbox is already connected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "already_connected";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `consent_required`: consent is missing or given to an outdated text (`currentVersion`) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "consent_required";
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
            /** @description `mail_login_failed`: the mail server refused the login. `mail_server_unreachable`: the mail server could not be reached */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "mail_login_failed" | "mail_server_unreachable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMailStatus: {
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
                        consentVersion: string;
                        accounts: {
                            id: string;
                            title: string | null;
                            email: string;
                            provider: string;
                            providerLabel: string;
                            isCustomDomain: boolean;
                            authMethod: string;
                            isActive: boolean;
                            pausedAt: string | null;
                            pausedReason: string | null;
                            consentAt: string | null;
                            consentVersion: string | null;
                            needsConsent: boolean;
                            lastConnectError: string | null;
                            lastConnectErrorAt: string | null;
                            lastIdleHeartbeatAt: string | null;
                            lastScanAt: string | null;
                            nextScanAt: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMailConnectionsPendingConsent: {
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
                        connections: {
                            id: string;
                            title: string | null;
                            email: string;
                            provider: string;
                            providerLabel: string;
                            isCustomDomain: boolean;
                            authMethod: string;
                            isActive: boolean;
                            pausedAt: string | null;
                            pausedReason: string | null;
                            consentAt: string | null;
                            consentVersion: string | null;
                            needsConsent: boolean;
                            lastConnectError: string | null;
                            lastConnectErrorAt: string | null;
                            lastIdleHeartbeatAt: string | null;
                            lastScanAt: string | null;
                            nextScanAt: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMailConnectionsConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    consentVersion?: string;
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
                        connections: {
                            id: string;
                            title: string | null;
                            email: string;
                            provider: string;
                            providerLabel: string;
                            isCustomDomain: boolean;
                            authMethod: string;
                            isActive: boolean;
                            pausedAt: string | null;
                            pausedReason: string | null;
                            consentAt: string | null;
                            consentVersion: string | null;
                            needsConsent: boolean;
                            lastConnectError: string | null;
                            lastConnectErrorAt: string | null;
                            lastIdleHeartbeatAt: string | null;
                            lastScanAt: string | null;
                            nextScanAt: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `consent_required`: consent is missing or given to an outdated text (`currentVersion`) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "consent_required";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMailConnectionsById: {
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
                    consentVersion?: string;
                    password?: string;
                    title?: string | null;
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
                        title: string | null;
                        email: string;
                        provider: string;
                        providerLabel: string;
                        isCustomDomain: boolean;
                        authMethod: string;
                        isActive: boolean;
                        pausedAt: string | null;
                        pausedReason: string | null;
                        consentAt: string | null;
                        consentVersion: string | null;
                        needsConsent: boolean;
                        lastConnectError: string | null;
                        lastConnectErrorAt: string | null;
                        lastIdleHeartbeatAt: string | null;
                        lastScanAt: string | null;
                        nextScanAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `consent_required`: consent is missing or given to an outdated text (`currentVersion`) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "consent_required";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `mail_login_failed`: the mail server refused the login. `mail_server_unreachable`: the mail server could not be reached */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "mail_login_failed" | "mail_server_unreachable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteMailConnectionsById: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                        id: string;
                        removeAppPermission: {
                            provider: string;
                            instructions: string;
                        } | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchMailConnectionsById: {
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
                    title: string | null;
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
                        title: string | null;
                        email: string;
                        provider: string;
                        providerLabel: string;
                        isCustomDomain: boolean;
                        authMethod: string;
                        isActive: boolean;
                        pausedAt: string | null;
                        pausedReason: string | null;
                        consentAt: string | null;
                        consentVersion: string | null;
                        needsConsent: boolean;
                        lastConnectError: string | null;
                        lastConnectErrorAt: string | null;
                        lastIdleHeartbeatAt: string | null;
                        lastScanAt: string | null;
                        nextScanAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMailScan: {
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
                        connections: number;
                        scanned: number;
                        blocked: number;
                        failed: number;
                        skippedNoConsent: number;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMailScanInternal: {
        parameters: {
            query?: {
                limit?: number;
                concurrency?: number;
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
                        connections: number;
                        scanned: number;
                        blocked: number;
                        failed: number;
                        skippedNoConsent: number;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMailResults: {
        parameters: {
            query?: {
                provider?: string;
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
                        results: {
                            id: string;
                            sender: string;
                            subject: string;
                            score: number;
                            triggerSource: string;
                            reasons: string[];
                            blockedAt: string;
                            connection: {
                                id: string;
                                title: string | null;
                                email: string;
                                provider: string;
                                providerLabel: string;
                                isCustomDomain: boolean;
                            };
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMailResultsByIdNotGambling: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inboxUid: number | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `already_restored`: this hidden mail was already put back in the inbox */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "already_restored";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `mail_login_failed`: the mail server refused the login. `mail_server_unreachable`: the mail server could not be reached */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "mail_login_failed" | "mail_server_unreachable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMailStatsBlockedByDay: {
        parameters: {
            query?: {
                days?: number;
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
                        days: {
                            date: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMailStatsBlockedByConnection: {
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
                        connections: {
                            connection: {
                                id: string;
                                title: string | null;
                                email: string;
                                provider: string;
                                providerLabel: string;
                                isCustomDomain: boolean;
                            };
                            count: number;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMailOauthByIdpInit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idp: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consentVersion?: string;
                    title?: string | null;
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
                        authorizationUrl: string;
                        state: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem). `oauth_failed`: the OAuth flow failed (unknown, expired or used state; the provider refused the code) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "oauth_failed";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `consent_required`: consent is missing or given to an outdated text (`currentVersion`) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "consent_required";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postMailOauthByIdpCallback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                idp: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    state: string;
                    code: string & (unknown & unknown);
                    iss?: string & (unknown & unknown & unknown);
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
                        id: string;
                        title: string | null;
                        email: string;
                        provider: string;
                        providerLabel: string;
                        isCustomDomain: boolean;
                        authMethod: string;
                        isActive: boolean;
                        pausedAt: string | null;
                        pausedReason: string | null;
                        consentAt: string | null;
                        consentVersion: string | null;
                        needsConsent: boolean;
                        lastConnectError: string | null;
                        lastConnectErrorAt: string | null;
                        lastIdleHeartbeatAt: string | null;
                        lastScanAt: string | null;
                        nextScanAt: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem). `oauth_failed`: the OAuth flow failed (unknown, expired or used state; the provider refused the code) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "oauth_failed";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `already_connected`: this mailbox is already connected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "already_connected";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `mail_login_failed`: the mail server refused the login. `mail_server_unreachable`: the mail server could not be reached */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "mail_login_failed" | "mail_server_unreachable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `invalid_signature`: missing or invalid signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_signature";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getProtectionState: {
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
                        protectionShouldBeActive: boolean;
                        mdmManaged: boolean;
                        protectionDisabledAt: string | null;
                        cooldown: {
                            /** @enum {string} */
                            status: "running" | "resolved" | "none";
                            endsAt: string | null;
                            msRemaining: number | null;
                            protectionDisabledAt: string | null;
                            cooldown: {
                                id: string;
                                /** @enum {string} */
                                status: "running" | "resolved" | "cancelled";
                                requestedAt: string;
                                endsAt: string;
                                resolvedAt: string | null;
                                protectionRestoredAt: string | null;
                                cancelledAt: string | null;
                                startedByDeviceId: string | null;
                            } | null;
                        };
                        blocklist: {
                            /** @enum {string} */
                            mode: "curated" | "full";
                            /** @enum {string} */
                            planMode: "curated" | "full";
                            graceUntil: string | null;
                            customDomainLimit: number | null;
                        };
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCooldownRequest: {
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
                        created: boolean;
                        cooldown: {
                            id: string;
                            /** @enum {string} */
                            status: "running" | "resolved" | "cancelled";
                            requestedAt: string;
                            endsAt: string;
                            resolvedAt: string | null;
                            protectionRestoredAt: string | null;
                            cancelledAt: string | null;
                            startedByDeviceId: string | null;
                        };
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: boolean;
                        cooldown: {
                            id: string;
                            /** @enum {string} */
                            status: "running" | "resolved" | "cancelled";
                            requestedAt: string;
                            endsAt: string;
                            resolvedAt: string | null;
                            protectionRestoredAt: string | null;
                            cancelledAt: string | null;
                            startedByDeviceId: string | null;
                        };
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem). `mdm_managed`: not available on an MDM-managed account */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input" | "mdm_managed";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCooldownCancel: {
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
                        cooldown: {
                            id: string;
                            /** @enum {string} */
                            status: "running" | "resolved" | "cancelled";
                            requestedAt: string;
                            endsAt: string;
                            resolvedAt: string | null;
                            protectionRestoredAt: string | null;
                            cancelledAt: string | null;
                            startedByDeviceId: string | null;
                        };
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getCooldownStatus: {
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
                        /** @enum {string} */
                        status: "running" | "resolved" | "none";
                        endsAt: string | null;
                        msRemaining: number | null;
                        protectionDisabledAt: string | null;
                        cooldown: {
                            id: string;
                            /** @enum {string} */
                            status: "running" | "resolved" | "cancelled";
                            requestedAt: string;
                            endsAt: string;
                            resolvedAt: string | null;
                            protectionRestoredAt: string | null;
                            cancelledAt: string | null;
                            startedByDeviceId: string | null;
                        } | null;
                    };
                };
            };
            /** @description `mdm_managed`: not available on an MDM-managed account */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "mdm_managed";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postProtectionMarkActive: {
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
                        protectionShouldBeActive: boolean;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getProtectionScreentimePasscode: {
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
                        isSet: boolean;
                        readable: boolean;
                        passcode: string | null;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postProtectionScreentimePasscode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    passcode: string & (unknown & unknown);
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
                        isSet: boolean;
                        readable: boolean;
                        passcode: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getProfileMeCooldownHistory: {
        parameters: {
            query?: {
                limit?: number;
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
                        cooldowns: {
                            id: string;
                            /** @enum {string} */
                            status: "running" | "resolved" | "cancelled";
                            requestedAt: string;
                            endsAt: string;
                            resolvedAt: string | null;
                            protectionRestoredAt: string | null;
                            cancelledAt: string | null;
                            startedByDeviceId: string | null;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getProfileMeSosInsights: {
        parameters: {
            query?: {
                tz?: string & (unknown & unknown & unknown);
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
                        timeZone: string;
                        sampleSize: number;
                        byHour: number[];
                        byWeekday: number[];
                        peakHour: number | null;
                        peakWeekday: number | null;
                        requestsLast7Days: number;
                        requestsLast30Days: number;
                        completedCooldowns: number;
                        cancelledCooldowns: number;
                        protectedSince: string | null;
                        protectedDays: number | null;
                        averageHoursOff: number | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getProtectionBlocklist: {
        parameters: {
            query?: {
                format?: "plain" | "hosts" | "adblock";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per line; every entry blocks its subdomains */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Success */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getProtectionWebcontentDomains: {
        parameters: {
            query?: {
                country?: string & (unknown & unknown & unknown);
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
                        country: string;
                        domains: string[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getProtectionMailSenders: {
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
                        domains: string[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getCustomDomains: {
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
                        domains: {
                            id: string;
                            domain: string;
                            /** @enum {string} */
                            type: "web" | "mail_domain";
                            createdAt: string;
                        }[];
                        used: number;
                        limit: number | null;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCustomDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string & (unknown & unknown);
                    /**
                     * @default web
                     * @enum {string}
                     */
                    type?: "web" | "mail_domain";
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
                        domain: string;
                        /** @enum {string} */
                        type: "web" | "mail_domain";
                        createdAt: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        /** @enum {string} */
                        type: "web" | "mail_domain";
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteCustomDomainsById: {
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
            /** @description Done (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCuratedDomainsSuggest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country: string & (unknown & unknown & unknown);
                    domain: string & (unknown & unknown);
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
                        domain: string;
                        country: string;
                        /** @enum {string} */
                        status: "suggested" | "approved";
                        suggestedByUserId: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        country: string;
                        /** @enum {string} */
                        status: "suggested" | "approved";
                        suggestedByUserId: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminCuratedDomains: {
        parameters: {
            query?: {
                status?: "suggested" | "approved";
                country?: string & (unknown & unknown & unknown);
                limit?: number;
                offset?: number;
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
                        domains: {
                            id: string;
                            domain: string;
                            country: string;
                            /** @enum {string} */
                            status: "suggested" | "approved";
                            suggestedByUserId: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchAdminCuratedDomainsById: {
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
                    status: "suggested" | "approved";
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
                        domain: string;
                        country: string;
                        /** @enum {string} */
                        status: "suggested" | "approved";
                        suggestedByUserId: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDomainSubmissions: {
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
                        submissions: {
                            id: string;
                            domain: string;
                            /** @enum {string} */
                            type: "web" | "mail_domain";
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            origin: "user" | "discovered";
                            createdAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDomainSubmissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string & (unknown & unknown);
                    /**
                     * @default web
                     * @enum {string}
                     */
                    type?: "web" | "mail_domain";
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
                        domain: string;
                        /** @enum {string} */
                        type: "web" | "mail_domain";
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        /** @enum {string} */
                        origin: "user" | "discovered";
                        createdAt: string;
                        decidedAt: string | null;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        /** @enum {string} */
                        type: "web" | "mail_domain";
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        /** @enum {string} */
                        origin: "user" | "discovered";
                        createdAt: string;
                        decidedAt: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getProfileMeApprovedDomains: {
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
                        domains: {
                            submissionId: string;
                            domain: string;
                            /** @enum {string} */
                            type: "web" | "mail_domain";
                            approvedAt: string;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminDomainSubmissions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
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
                        submissions: {
                            id: string;
                            domain: string;
                            /** @enum {string} */
                            type: "web" | "mail_domain";
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            /** @enum {string} */
                            origin: "user" | "discovered";
                            createdAt: string;
                            decidedAt: string | null;
                            userId: string | null;
                            nickname: string | null;
                            plan: ("free" | "pro" | "legend") | null;
                            evidence: {
                                [key: string]: unknown;
                            } | null;
                            planPriority: number;
                            deadlineAt: string;
                            msUntilDeadline: number;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminDomainSubmissionsByIdApprove: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        /** @enum {string} */
                        type: "web" | "mail_domain";
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        /** @enum {string} */
                        origin: "user" | "discovered";
                        createdAt: string;
                        decidedAt: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminDomainSubmissionsByIdReject: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        /** @enum {string} */
                        type: "web" | "mail_domain";
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        /** @enum {string} */
                        origin: "user" | "discovered";
                        createdAt: string;
                        decidedAt: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                unreadOnly?: "true" | "false";
                limit?: number;
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
                        notifications: {
                            id: string;
                            /** @enum {string} */
                            kind: "domain_submission_approved" | "domain_submission_rejected" | "protected_device_silent" | "ally_accepted" | "ally_ended" | "ally_approval_decided" | "ally_wait_doubled" | "ally_update" | "ally_approval_requested" | "allyship_ended";
                            data: {
                                [key: string]: string;
                            };
                            createdAt: string;
                            readAt: string | null;
                        }[];
                        unreadCount: number;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postNotificationsByIdRead: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        kind: "domain_submission_approved" | "domain_submission_rejected" | "protected_device_silent" | "ally_accepted" | "ally_ended" | "ally_approval_decided" | "ally_wait_doubled" | "ally_update" | "ally_approval_requested" | "allyship_ended";
                        data: {
                            [key: string]: string;
                        };
                        createdAt: string;
                        readAt: string | null;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postNotificationsReadAll: {
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
                        updated: number;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAllies: {
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
                        allies: {
                            id: string;
                            email: string;
                            fromName: string;
                            /** @enum {string} */
                            state: "invited" | "expired" | "active" | "ending" | "ended";
                            sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                            twoPersonRule: boolean;
                            ruleOffAt: string | null;
                            endsAt: string | null;
                            inviteExpiresAt: string;
                            acceptedAt: string | null;
                            withAccount: boolean;
                            createdAt: string;
                        }[];
                        approvals: {
                            id: string;
                            /** @enum {string} */
                            action: "protection_off" | "release";
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "lapsed" | "withdrawn";
                            extended: boolean;
                            expiresAt: string;
                            decidedAt: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllies: {
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
                    fromName: string;
                    events: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                    /** @default false */
                    twoPersonRule?: boolean;
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
                        id: string;
                        email: string;
                        fromName: string;
                        /** @enum {string} */
                        state: "invited" | "expired" | "active" | "ending" | "ended";
                        sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                        twoPersonRule: boolean;
                        ruleOffAt: string | null;
                        endsAt: string | null;
                        inviteExpiresAt: string;
                        acceptedAt: string | null;
                        withAccount: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
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
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteAlliesById: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        fromName: string;
                        /** @enum {string} */
                        state: "invited" | "expired" | "active" | "ending" | "ended";
                        sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                        twoPersonRule: boolean;
                        ruleOffAt: string | null;
                        endsAt: string | null;
                        inviteExpiresAt: string;
                        acceptedAt: string | null;
                        withAccount: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    patchAlliesById: {
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
                    events: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
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
                        fromName: string;
                        /** @enum {string} */
                        state: "invited" | "expired" | "active" | "ending" | "ended";
                        sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                        twoPersonRule: boolean;
                        ruleOffAt: string | null;
                        endsAt: string | null;
                        inviteExpiresAt: string;
                        acceptedAt: string | null;
                        withAccount: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putAlliesByIdTwoPersonRule: {
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
                        fromName: string;
                        /** @enum {string} */
                        state: "invited" | "expired" | "active" | "ending" | "ended";
                        sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                        twoPersonRule: boolean;
                        ruleOffAt: string | null;
                        endsAt: string | null;
                        inviteExpiresAt: string;
                        acceptedAt: string | null;
                        withAccount: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllyshipsAccept: {
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
                        id: string;
                        fromName: string;
                        /** @enum {string} */
                        state: "invited" | "expired" | "active" | "ending" | "ended";
                        sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                        holdsRule: boolean;
                        endsAt: string | null;
                        events: {
                            /** @enum {string} */
                            kind: "cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed";
                            occurredAt: string;
                            text: string;
                        }[];
                        approvals: {
                            id: string;
                            /** @enum {string} */
                            action: "protection_off" | "release";
                            expiresAt: string;
                            extended: boolean;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAllyships: {
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
                        allyships: {
                            id: string;
                            fromName: string;
                            /** @enum {string} */
                            state: "invited" | "expired" | "active" | "ending" | "ended";
                            sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                            holdsRule: boolean;
                            endsAt: string | null;
                            events: {
                                /** @enum {string} */
                                kind: "cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed";
                                occurredAt: string;
                                text: string;
                            }[];
                            approvals: {
                                id: string;
                                /** @enum {string} */
                                action: "protection_off" | "release";
                                expiresAt: string;
                                extended: boolean;
                            }[];
                        }[];
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllyshipsByIdDecision: {
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
                    approvalId: string;
                    /** @enum {string} */
                    decision: "approve" | "decline";
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
                        /** @enum {string} */
                        action: "protection_off" | "release";
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "lapsed" | "withdrawn";
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteAllyshipsById: {
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
            /** @description Done (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `unauthorized`: no valid session */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthorized";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `uri_too_long`: a path parameter is longer than 100 characters (no identifier of this API is) */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "uri_too_long";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllyLinksInvitation: {
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
                        fromName: string;
                        sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                        twoPersonRule: boolean;
                        expiresAt: string;
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllyLinksAccept: {
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
                        access: string;
                        allyship: {
                            id: string;
                            fromName: string;
                            /** @enum {string} */
                            state: "invited" | "expired" | "active" | "ending" | "ended";
                            sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                            holdsRule: boolean;
                            endsAt: string | null;
                            events: {
                                /** @enum {string} */
                                kind: "cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed";
                                occurredAt: string;
                                text: string;
                            }[];
                            approvals: {
                                id: string;
                                /** @enum {string} */
                                action: "protection_off" | "release";
                                expiresAt: string;
                                extended: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllyLinksDecline: {
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
            /** @description Done (no content) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllyLinksEnd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    access: string;
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllyLinksErase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    access: string;
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
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllyLinksView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    access: string;
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
                        fromName: string;
                        /** @enum {string} */
                        state: "invited" | "expired" | "active" | "ending" | "ended";
                        sharedEvents: ("cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed")[];
                        holdsRule: boolean;
                        endsAt: string | null;
                        events: {
                            /** @enum {string} */
                            kind: "cooldown_started" | "cooldown_cancelled" | "protection_off" | "device_released" | "device_silent" | "tamper_repaired" | "mail_connection_removed";
                            occurredAt: string;
                            text: string;
                        }[];
                        approvals: {
                            id: string;
                            /** @enum {string} */
                            action: "protection_off" | "release";
                            expiresAt: string;
                            extended: boolean;
                        }[];
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAllyLinksDecision: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    access: string;
                    /** Format: uuid */
                    approvalId: string;
                    /** @enum {string} */
                    decision: "approve" | "decline";
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
                        /** @enum {string} */
                        action: "protection_off" | "release";
                        /** @enum {string} */
                        status: "pending" | "approved" | "declined" | "lapsed" | "withdrawn";
                    };
                };
            };
            /** @description `invalid_input`: the request does not match the schema (`fields` names each problem) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_input";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `forbidden`: not allowed for this account (banned, not an admin, wrong password or secret) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "forbidden";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `not_found`: no such resource (or the caller's account was erased while the request ran) */
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
            /** @description `invalid_transition`: the change is not allowed from the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
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
            /** @description `rate_limited`: too many attempts (see Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `internal`: unexpected failure */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "internal";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description `database_unavailable`: the database is unreachable (see Retry-After). `limits_unavailable`: the rate-limit store is unreachable (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "database_unavailable" | "limits_unavailable";
                        message: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
}
