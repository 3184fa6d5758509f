/** Why a one-time link no longer opens, in words for the person holding it. */
export const linkRefusal = {
  unknown: "This link is not valid. Check that it was copied whole, or ask an admin for a new one.",
  used: "This link was already used: each link works once. Sign in, or ask an admin for a new link.",
  expired: "This link has expired: links work for 72 hours. Ask an admin for a new one.",
} as const;
