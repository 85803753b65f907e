export * from "./availability";
export * from "./boats";
export * from "./content";
export * from "./enums";
export * from "./mail";
export * from "./places";
export * from "./reservations";
export * from "./users";
