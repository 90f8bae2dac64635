"use client";
// Engineering updates (project comments): both roles read and add them; only the author deletes one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/client/api";

export type EngineeringUpdate = { id: string; userId: string | null; authorUsername: string; content: string; createdAt: string };

export const commentsKey = (projectId: string) => ["/api/projects", projectId, "comments"] as const;

export function useComments(projectId: string) {
  return useQuery<EngineeringUpdate[]>({ queryKey: commentsKey(projectId) });
}

export function useAddComment(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    // The spec's payload repeats the project id in the body.
    mutationFn: (content: string) => apiRequest<EngineeringUpdate>("POST", `/api/projects/${encodeURIComponent(projectId)}/comments`, { content, projectId }, "Failed to create comment"),
    onSuccess: () => qc.invalidateQueries({ queryKey: commentsKey(projectId) }),
  });
}

export function useDeleteComment(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => apiRequest("DELETE", `/api/comments/${encodeURIComponent(commentId)}`, undefined, "Failed to delete comment"),
    onSuccess: () => qc.invalidateQueries({ queryKey: commentsKey(projectId) }),
  });
}
