/**
 * The result code of a money movement the provider has not confirmed yet: not a failure, as
 * money may have moved. Browser-safe, so the money form and the approval executor read the one
 * word that recordMovement answers.
 */
export const IN_DOUBT = "MOVEMENT_IN_DOUBT";
