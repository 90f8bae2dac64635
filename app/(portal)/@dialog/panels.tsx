"use client";
// The slot belongs to every portal page, and Next lists the client code a page imports in that page's
// scripts: the dialogs' frames (Radix Dialog and its focus and scroll layers) and their contents (forms,
// schemas and lists) load only when a dialog is drawn. With `?open=` in the address the server draws the
// frame and the page fetches its code with its own; on every other page it is not fetched at all.
import dynamic from "next/dynamic";

export const UserManagementDialog = dynamic(() => import("@/components/users/user-management-frame").then((m) => m.UserManagementDialog));
export const UserManagementLoading = dynamic(() => import("@/components/users/user-management-frame").then((m) => m.UserManagementLoading));
export const ReservationManagementDialog = dynamic(() => import("@/components/reservations/reservation-management-frame").then((m) => m.ReservationManagementDialog));
export const ReservationManagementLoading = dynamic(() => import("@/components/reservations/reservation-management-frame").then((m) => m.ReservationManagementLoading));
export const UserManagementPanel = dynamic(() => import("@/components/users/user-management-dialog").then((m) => m.UserManagementPanel));
export const ReservationManagementPanel = dynamic(() => import("@/components/reservations/reservation-management-dialog").then((m) => m.ReservationManagementPanel));
