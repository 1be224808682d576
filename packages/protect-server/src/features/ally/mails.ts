import type { AllyApprovalRow, AllyEventKind } from "../../db/schema/allies.ts";
import type { MailMessage } from "../mailer/mailer.ts";

/**
 * Every text an ally receives, in one place: each names the user only by the name they chose for
 * the ally (`fromName`) and says no more than the event's kind and the values stored with it.
 */
const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export function eventLine(kind: AllyEventKind, data: Record<string, string>, fromName: string): string {
  const thing = data.deviceKind === "computer" ? "computer" : "device";
  switch (kind) {
    case "cooldown_started":
      return `${fromName} asked to switch protection off. The 24-hour cooldown ends at ${when(data.endsAt ?? "")}.`;
    case "cooldown_cancelled":
      return `${fromName} called a cooldown off: the urge passed and protection stays on. Good news.`;
    case "protection_off":
      return `${fromName}'s protection was switched off after the cooldown.`;
    case "device_released":
      return `A ${thing} of ${fromName}'s was released from protection.`;
    case "device_silent":
      return `A protected ${thing} of ${fromName}'s has sent no traffic through the filter for 48 hours.`;
    case "tamper_repaired":
      return `Protection settings on ${fromName}'s computer were changed; the computer put them back.`;
    case "mail_connection_removed":
      return `${fromName} removed a mailbox from mail protection.`;
  }
}

export function digestMail(
  to: string,
  fromName: string,
  lines: readonly { at: Date; text: string }[],
  pageUrl: string,
): MailMessage {
  return {
    to,
    subject: lines.length === 1 ? `An update from ${fromName}` : `${lines.length} updates from ${fromName}`,
    text: [
      "Hello,",
      "",
      `you are ${fromName}'s ally. What they chose to share:`,
      "",
      ...lines.map((line) => `- ${when(line.at.toISOString())}: ${line.text}`),
      "",
      `Your ally page (to see the history, or to stop being an ally): ${pageUrl}`,
    ].join("\n"),
  };
}

export function invitationMail(to: string, fromName: string, url: string, expiresAt: Date): MailMessage {
  return {
    to,
    subject: `${fromName} asks you to be their ally`,
    text: [
      "Hello,",
      "",
      `${fromName} uses Protect to stay away from gambling and asks you to be their ally: someone who`,
      "is told when their protection weakens. You need no account.",
      "",
      `To read what they would share and to accept or decline, open this link (it works once, until ${when(expiresAt.toISOString())}):`,
      url,
      "",
      "If you do not know who this is, ignore this e-mail: nothing more will be sent.",
    ].join("\n"),
  };
}

const actionText = (action: AllyApprovalRow["action"], fromName: string) =>
  action === "protection_off"
    ? `${fromName} asked to switch protection off`
    : `${fromName} asked to release a computer`;

export function approvalMail(
  to: string,
  fromName: string,
  approval: Pick<AllyApprovalRow, "action" | "expiresAt">,
  pageUrl: string,
): MailMessage {
  return {
    to,
    subject: `${fromName} asks for your approval`,
    text: [
      "Hello,",
      "",
      `${actionText(approval.action, fromName)}. They asked that this also needs your approval.`,
      `Approve or decline on your ally page before ${when(approval.expiresAt.toISOString())}: ${pageUrl}`,
      "",
      "If you do not answer (or decline), the wait is doubled once and then it goes ahead: nobody is",
      "locked in for good. Talking to them may help more than the button.",
    ].join("\n"),
  };
}

export function waitDoubledMail(
  to: string,
  fromName: string,
  approval: Pick<AllyApprovalRow, "action" | "expiresAt">,
  pageUrl: string,
): MailMessage {
  return {
    to,
    subject: `${fromName}: the wait was doubled`,
    text: [
      "Hello,",
      "",
      `${actionText(approval.action, fromName)} and it was not approved in time, so the wait was doubled once.`,
      `It goes ahead at ${when(approval.expiresAt.toISOString())}; you can still approve before then: ${pageUrl}`,
    ].join("\n"),
  };
}

const KIND_NAMES: Record<AllyEventKind, string> = {
  cooldown_started: "asking to switch protection off",
  cooldown_cancelled: "calling a cooldown off",
  protection_off: "protection switched off",
  device_released: "a device or computer released",
  device_silent: "a device gone silent",
  tamper_repaired: "tampering repaired",
  mail_connection_removed: "a mailbox removed from mail protection",
};

/** Sent when the user shares less: the ally should know what they will no longer hear about. */
export function sharingNarrowedMail(
  to: string,
  fromName: string,
  kept: readonly AllyEventKind[],
  dropped: readonly AllyEventKind[],
): MailMessage {
  const list = (kinds: readonly AllyEventKind[]) =>
    kinds.length ? kinds.map((k) => KIND_NAMES[k]).join(", ") : "nothing";
  return {
    to,
    subject: `${fromName} changed what they share with you`,
    text: [
      "Hello,",
      "",
      `${fromName} no longer shares: ${list(dropped)}.`,
      `You will still hear about: ${list(kept)}.`,
    ].join("\n"),
  };
}

export function endingMail(to: string, fromName: string, endsAt: Date | null): MailMessage {
  return {
    to,
    subject: endsAt ? `${fromName} is ending your allyship` : `Your allyship with ${fromName} has ended`,
    text: [
      "Hello,",
      "",
      endsAt
        ? `${fromName} chose to end your allyship. Because they had asked for your approval on switching protection off, it ends in 24 hours, at ${when(endsAt.toISOString())}; until then you can still answer requests.`
        : `Your allyship with ${fromName} has ended. You will receive no more updates.`,
    ].join("\n"),
  };
}
