/**
 * The result code of a money movement the provider has not confirmed yet: not a failure, as
 * money may have moved. Browser-safe, so the money form and the approval executor read the one
 * word that recordMovement answers.
 */
export const IN_DOUBT = "MOVEMENT_IN_DOUBT";

/**
 * A movement proven not made (checkMovement read every transaction since it was sent, and none
 * carries its reference): nothing moved, and it may be sent again.
 */
export const NOT_MADE = "NOT_MADE";
