/**
 * Facts the numbers area and its children pass between them (the area hosts Number Management and
 * Settings, which tell it these; kept here so no child imports its host's folder).
 */

/** What the list answer says about call forwarding and voicemail (spec 3 §3, §6). */
export interface ForwardingFacts {
  canForward: boolean;
  canVoicemail: boolean;
  forward: boolean;
  voicemail: boolean;
}

/** A number whose plan is managed (spec 3 §4 Plan change flow: opened from number management). */
export interface ManagedNumberRef {
  /** country code + national number: the plan calls' `virtualNumber`. */
  fullNumber: string;
  telCode: string;
  phone: string;
  /** Hosting numbers go to the hosted plans page instead of the in-app plan flow (spec 3 §2). */
  hosting: boolean;
  /** A cancelled number's plan cannot change until it is re-subscribed (issue 27 item 1). */
  cancelled: boolean;
}
