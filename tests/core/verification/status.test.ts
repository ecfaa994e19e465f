import { describe, expect, it } from 'vitest';
import { isVerified } from '../../../src/core/session/facts';
import { documentTypeStates, verificationFields, verificationRequirements } from '../../../src/core/verification';
import type { VerificationDocument } from '../../../src/protocol/schemas/verification';

let nextId = 1;
const doc = (
  type: VerificationDocument['type'],
  status: VerificationDocument['status'],
  reason: string | null = null,
): VerificationDocument => ({
  id: nextId++,
  type,
  status,
  reason: status === 'rejected' ? (reason ?? 'unreadable') : null,
  contentType: 'image/png',
  size: 10,
  uploadedAt: 0,
  decidedAt: status === 'pending' ? null : 1,
});

describe('where each document type stands', () => {
  it('missing without a document; else its newest document decides, a rejection with its reason', () => {
    const old = doc('passport', 'rejected', 'blurred');
    const states = documentTypeStates([old, doc('selfie', 'approved')]);
    expect(states.find((s) => s.type === 'passport')).toMatchObject({ status: 'rejected', reason: 'blurred', documentId: old.id });
    expect(states.find((s) => s.type === 'proof_of_address')).toEqual({
      type: 'proof_of_address',
      status: 'missing',
      reason: null,
      documentId: null,
    });
    const again = documentTypeStates([old, doc('passport', 'pending')]);
    expect(again.find((s) => s.type === 'passport')).toMatchObject({ status: 'pending', reason: null });
  });

  it('the identity is a passport or both sides of an ID card, whichever is further', () => {
    const identity = (...docs: VerificationDocument[]) => verificationRequirements(documentTypeStates(docs)).identity;
    expect(identity()).toBe('missing');
    expect(identity(doc('id_front', 'approved'))).toBe('missing');
    expect(identity(doc('id_front', 'approved'), doc('id_back', 'pending'))).toBe('pending');
    expect(identity(doc('id_front', 'approved'), doc('id_back', 'approved'))).toBe('approved');
    expect(identity(doc('passport', 'rejected'), doc('id_front', 'approved'), doc('id_back', 'approved'))).toBe('approved');
    expect(identity(doc('passport', 'approved'), doc('id_back', 'rejected'))).toBe('approved');
    expect(identity(doc('id_front', 'rejected'))).toBe('rejected');
  });
});

describe('the User config fields the documents lead to', () => {
  it('nothing sent: status 0, no group code, not verified', () => {
    const fields = verificationFields([]);
    expect(fields).toEqual({
      verification_status: 0,
      verification_types: [],
      verification_status_group_code: null,
      internal_verification_status: 0,
      requested_additional_document: false,
    });
    expect(isVerified(fields)).toBe(false);
  });

  it('waiting: status 1, VERIFICATION_PENDING', () => {
    expect(verificationFields([doc('passport', 'approved'), doc('selfie', 'pending')])).toMatchObject({
      verification_status: 1,
      verification_status_group_code: 'VERIFICATION_PENDING',
      verification_types: [1],
    });
  });

  it('a needed document rejected asks for another (requested_additional_document), status 3', () => {
    const fields = verificationFields([doc('passport', 'approved'), doc('proof_of_address', 'rejected'), doc('selfie', 'approved')]);
    expect(fields).toMatchObject({
      verification_status: 3,
      verification_status_group_code: 'VERIFICATION_REJECTED',
      requested_additional_document: true,
    });
    expect(isVerified(fields)).toBe(false);
  });

  it('identity, address and selfie approved: verified the way SPEC 4 reads it, whatever else was rejected', () => {
    const fields = verificationFields([
      doc('id_front', 'approved'),
      doc('id_back', 'approved'),
      doc('passport', 'rejected'),
      doc('proof_of_address', 'approved'),
      doc('selfie', 'approved'),
    ]);
    expect(fields).toEqual({
      verification_status: 2,
      verification_types: [2, 3, 4, 5],
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
      internal_verification_status: 1,
      requested_additional_document: false,
    });
    expect(isVerified(fields)).toBe(true);
  });
});
