"use client";
// The slot belongs to every portal page, and Next lists the client code a page imports in that page's
// scripts: the dialogs' contents (their forms, schemas and lists) load when a dialog is drawn instead.
import dynamic from "next/dynamic";

export const UserManagementPanel = dynamic(() => import("@/components/users/user-management-dialog").then((m) => m.UserManagementPanel));
export const ReservationManagementPanel = dynamic(() => import("@/components/reservations/reservation-management-dialog").then((m) => m.ReservationManagementPanel));
