/** DNS-SD service type of a hub server: `_hub._tcp`. */
export const HUB_SERVICE_TYPE = "hub";

/** TXT record of an advertised hub: what a client needs to choose one. Never the token. */
export interface HubTxt {
  project: string;
  version: string;
}
