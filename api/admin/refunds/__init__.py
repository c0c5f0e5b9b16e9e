"""The back office's refunds: every refund with its state; store returns approved or declined."""
