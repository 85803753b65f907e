import "server-only";
/**
 * The newsletter's sending rate: at most CAMPAIGN_BATCH_SIZE mails of a campaign are handed to the outbox per
 * CAMPAIGN_BATCH_INTERVAL_SECONDS (100 a minute), whatever the number of instances (the campaign row carries the
 * time of its next batch). A mail provider's hourly limits and the receivers' spam filters both like a steady flow.
 */
export const CAMPAIGN_BATCH_SIZE = 100;
export const CAMPAIGN_BATCH_INTERVAL_SECONDS = 60;
